import { ApiError } from '@club/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { fakeApi, renderWithAuth } from '../testing/renderWithAuth';
import { RegisterForm } from './RegisterForm';

const delivery = { data: { attributes: { destination: 'n***@example.com' } } };

describe('RegisterForm', () => {
  it('should sign up, confirm the emailed code and then offer the login form with the email filled in', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.identity.signUp.mockResolvedValue(delivery);
    api.identity.confirmSignUp.mockResolvedValue(undefined);
    const { container } = renderWithAuth(<RegisterForm />, { api });

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nina');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'New');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' Nina@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a long pass phrase');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(heading.parentElement).toBe(document.activeElement);
    expect(api.identity.signUp).toHaveBeenCalledWith({
      username: 'nina@example.com',
      password: 'a long pass phrase',
      attributes: { email: 'nina@example.com', given_name: 'Nina', family_name: 'New' },
    });
    expect(screen.getByText(/We have sent a 6-digit code to n\*\*\*@example.com/)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Confirmation code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Account' }));
    await screen.findByRole('heading', { name: 'Your account is ready' });
    expect(api.identity.confirmSignUp).toHaveBeenCalledWith({ username: 'nina@example.com', code: '123456' });
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('nina@example.com');
  });

  it('should send a new code and say where it went', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.identity.signUp.mockResolvedValue(delivery);
    api.identity.resendCode.mockResolvedValue(delivery);
    renderWithAuth(<RegisterForm />, { api });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nina@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a long pass phrase');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(screen.getByText('A new code has been sent to n***@example.com')).toBeTruthy());
    expect(api.identity.resendCode).toHaveBeenCalledWith({ username: 'nina@example.com' });
  });

  it("should announce the platform's refusal of a weak password", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.identity.signUp.mockRejectedValue(new ApiError(400, 'Choose a password that is harder to guess'));
    renderWithAuth(<RegisterForm />, { api });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nina@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'password');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a password that is harder to guess');
  });

  it('should announce a wrong code', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.identity.signUp.mockResolvedValue(delivery);
    api.identity.confirmSignUp.mockRejectedValue(new ApiError(400, 'Invalid verification code provided, please try again.'));
    renderWithAuth(<RegisterForm />, { api });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nina@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a long pass phrase');
    await user.keyboard('{Enter}');
    await user.type(await screen.findByRole('textbox', { name: 'Confirmation code' }), '000000');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Invalid verification code provided, please try again.'),
    );
  });
});
