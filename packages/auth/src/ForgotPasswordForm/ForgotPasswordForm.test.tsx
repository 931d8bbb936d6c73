import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { fakeApi, renderWithAuth } from '../testing/renderWithAuth';
import { ForgotPasswordForm } from './ForgotPasswordForm';

describe('ForgotPasswordForm', () => {
  async function requestCode() {
    const user = userEvent.setup();
    const api = fakeApi();
    api.identity.forgotPassword.mockResolvedValue({ data: { attributes: { destination: 'f***@example.com' } } });
    api.identity.confirmForgotPassword.mockResolvedValue(undefined);
    const rendered = renderWithAuth(<ForgotPasswordForm />, { api });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Fan@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    return { ...rendered, user, api };
  }

  it('should ask for a code for the lowercased address, then reset the password with it', async () => {
    const { user, api, container } = await requestCode();
    expect(api.identity.forgotPassword).toHaveBeenCalledWith({ username: 'fan@example.com' });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '654321');
    await user.type(screen.getByLabelText(/^New Password/), 'another long phrase');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'another long phrase');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByRole('heading', { name: 'Your password has been reset' });
    expect(api.identity.confirmForgotPassword).toHaveBeenCalledWith({
      username: 'fan@example.com',
      code: '654321',
      newPassword: 'another long phrase',
    });
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/account/login');
  });

  it("should say 'New Password does not match' when the two differ", async () => {
    const { user, api } = await requestCode();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '654321');
    await user.type(screen.getByLabelText(/^New Password/), 'another long phrase');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'another long phrasf');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('New Password does not match'));
    expect(api.identity.confirmForgotPassword).not.toHaveBeenCalled();
  });
});
