import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { TextField, textFieldTypes } from './TextField';

describe('TextField', () => {
  it.each(textFieldTypes)('should be a %s textbox named by its label', (type) => {
    render(<TextField label="Email address" name="email" type={type} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('type')).toBe(type);
    expect(input.getAttribute('name')).toBe('email');
  });

  it('should describe the input with its hint', () => {
    render(<TextField label="Voucher code" name="code" hint="12 letters and numbers, from your email" />);
    expect(screen.getByRole('textbox', { name: 'Voucher code' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('12 letters and numbers, from your email').id,
    );
  });

  describe('given an error', () => {
    it('should mark the input invalid and read the error after the hint', () => {
      render(<TextField label="Email address" name="email" hint="We never share it" error="Enter an email address" />);
      const input = screen.getByRole('textbox', { name: 'Email address' });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const [hintId, errorId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
      expect(document.getElementById(hintId ?? '')?.textContent).toBe('We never share it');
      expect(document.getElementById(errorId ?? '')?.textContent).toBe('Enter an email address');
    });
  });

  it('should not be invalid or described without hint or error', () => {
    render(<TextField label="First name" name="firstName" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('should report each change as a string, controlled', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Email address"
          name="email"
          type="email"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'fan@example.com');
    expect(onChange).toHaveBeenLastCalledWith('fan@example.com');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' }).value).toBe('fan@example.com');
  });

  it('should turn off capitals and corrections for email', () => {
    render(<TextField label="Email address" name="email" type="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('autocapitalize')).toBe('none');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
  });

  it('should mark a required field for assistive technology, not only with the asterisk', () => {
    render(<TextField label="Email address" name="email" required />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveProperty('required', true);
  });

  it('should have no axe violations, valid or not', async () => {
    const { container } = render(
      <>
        <TextField label="First name" name="firstName" hint="As on your ticket" />
        <TextField label="Email address" name="email" type="email" required error="Enter an email address" />
        <TextField label="Account id" name="accountId" disabled defaultValue="BB-1234" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
