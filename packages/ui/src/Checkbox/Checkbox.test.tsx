import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('should be a checkbox named by its label, toggled by a click on the label', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Keep me logged in" name="remember" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Keep me logged in' });
    expect(checkbox).toHaveProperty('checked', false);
    await userEvent.click(screen.getByText('Keep me logged in'));
    expect(checkbox).toHaveProperty('checked', true);
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('should toggle with the space bar', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Send me club news" name="news" />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Send me club news' })).toHaveProperty('checked', true);
  });

  it('should follow a controlled value', () => {
    const { rerender } = render(<Checkbox label="Analytics" name="analytics" checked={false} onChange={() => {}} />);
    rerender(<Checkbox label="Analytics" name="analytics" checked onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Analytics' })).toHaveProperty('checked', true);
  });

  it('should wire hint and error to the checkbox', () => {
    render(<Checkbox label="I accept the terms" name="terms" required hint="You can read them first" error="Accept the terms to continue" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    const described = (checkbox.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['You can read them first', 'Accept the terms to continue']);
  });

  it('should not change when disabled', async () => {
    render(<Checkbox label="Essential cookies" name="essential" disabled defaultChecked />);
    await userEvent.click(screen.getByText('Essential cookies'));
    expect(screen.getByRole('checkbox', { name: 'Essential cookies' })).toHaveProperty('checked', true);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <Checkbox label="Keep me logged in" name="remember" />
        <Checkbox label="I accept the terms" name="terms" required error="Accept the terms to continue" />
        <Checkbox label="Essential cookies" name="essential" disabled defaultChecked hint="Always on" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
