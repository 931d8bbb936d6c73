import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clubContact } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { ContactLinks } from './ContactLinks';

describe('ContactLinks', () => {
  it('should link the phone number for dialling, without its spaces', () => {
    render(<ContactLinks {...clubContact} />);
    expect(screen.getByRole('link', { name: '01632 960 000' }).getAttribute('href')).toBe('tel:01632960000');
  });

  it('should link the email address', () => {
    render(<ContactLinks {...clubContact} />);
    expect(screen.getByRole('link', { name: 'info@brackwaterblues.example.com' }).getAttribute('href')).toBe(
      'mailto:info@brackwaterblues.example.com',
    );
  });

  it('should show the address line by line, with icons for all three', () => {
    const { container } = render(<ContactLinks {...clubContact} />);
    expect(screen.getByText('Harbour Road')).toBeTruthy();
    expect([...container.querySelectorAll('[data-icon]')].map((icon) => icon.getAttribute('data-icon'))).toEqual([
      'Phone',
      'Email',
      'Location',
    ]);
  });

  it('should leave out what it is not given, and render nothing when given nothing', () => {
    const { container, rerender } = render(<ContactLinks email={clubContact.email} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    rerender(<ContactLinks />);
    expect(container.innerHTML).toBe('');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ContactLinks {...clubContact} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
