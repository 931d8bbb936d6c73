import { ApiError } from '@club/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { fakeApi, renderWithAuth, sessionAnswer } from '../testing/renderWithAuth';
import { emailAtom } from '../user/user.atoms';
import { ChangeEmailForm, emailChangedMessage } from './ChangeEmailForm';

describe('ChangeEmailForm', () => {
  it('asks for the password, then the code sent to the new address, and only then says the address changed', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.account.requestEmailChange.mockResolvedValue({ data: { attributes: { destination: 'n***@example.org' } } });
    api.account.confirmEmailChange.mockResolvedValue({ data: { attributes: { sub: 'user-1', email: 'new@example.org', given_name: null, family_name: null } } });
    api.identity.session.mockResolvedValue(sessionAnswer({}, { email: 'new@example.org' }));
    const { container, store } = renderWithAuth(<ChangeEmailForm email="fan@example.com" />, { api });
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'New email' }), 'new@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'my long phrase');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(api.account.requestEmailChange).toHaveBeenCalledWith({ newEmail: 'new@example.org', password: 'my long phrase' });
    expect(await screen.findByText(/We have sent a 6-digit code to n\*\*\*@example\.org/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Confirmation code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    expect(api.account.confirmEmailChange).toHaveBeenCalledWith({ code: '123456' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(emailChangedMessage));
    expect(store.get(emailAtom)).toBe('new@example.org');
  });

  it('shows a wrong password in the platform\'s words and stays on the first step', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.account.requestEmailChange.mockRejectedValue(new ApiError(400, 'Your current password is not right.'));
    renderWithAuth(<ChangeEmailForm email="fan@example.com" />, { api });
    await user.type(screen.getByRole('textbox', { name: 'New email' }), 'new@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your current password is not right.'));
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeTruthy();
  });
});
