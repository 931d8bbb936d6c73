import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { PasswordField } from './PasswordField';

// A password input has no ARIA role; it is found by its label.
const passwordInput = () => screen.getByLabelText<HTMLInputElement>('Password');

describe('PasswordField', () => {
  it('should be a password input named by its label, hidden by default', () => {
    render(<PasswordField label="Password" name="password" autoComplete="current-password" />);
    expect(passwordInput().getAttribute('type')).toBe('password');
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');
  });

  it("should show and hide the password with a 'Show password' toggle button", async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" name="password" autoComplete="current-password" defaultValue="hunter2" />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Password' }).value).toBe('hunter2');
    await user.click(toggle);
    expect(passwordInput().getAttribute('type')).toBe('password');
  });

  it('should not submit a form when the toggle is pressed', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <PasswordField label="Password" name="password" autoComplete="current-password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should wire hint and error to the input', () => {
    render(
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        error="New Password does not match"
      />,
    );
    const input = passwordInput();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['At least 8 characters', 'New Password does not match']);
  });

  it('should report changes as a string', async () => {
    const onChange = vi.fn();
    render(<PasswordField label="Password" name="password" autoComplete="current-password" onChange={onChange} />);
    await userEvent.type(passwordInput(), 'abc');
    expect(onChange).toHaveBeenLastCalledWith('abc');
  });

  it('should have no axe violations, hidden or shown', async () => {
    const { container } = render(
      <PasswordField label="Password" name="password" autoComplete="current-password" error="Incorrect username or password." />,
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
