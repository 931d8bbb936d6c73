import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { socialLinks } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { SocialLinks } from './SocialLinks';

describe('SocialLinks', () => {
  it('should name each icon link by its network and open it in a new tab', () => {
    render(<SocialLinks links={[...socialLinks]} />);
    const list = screen.getByRole('list', { name: 'Follow us' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'X (opens in a new tab)',
      'YouTube (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
    ]);
    const youtube = screen.getByRole('link', { name: 'YouTube (opens in a new tab)' });
    expect(youtube.getAttribute('href')).toBe('https://youtube.example.com/brackwaterblues');
    expect(youtube.getAttribute('target')).toBe('_blank');
    expect(youtube.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('Youtube');
  });

  it('should render nothing without links', () => {
    const { container } = render(<SocialLinks links={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<SocialLinks links={[...socialLinks]} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
