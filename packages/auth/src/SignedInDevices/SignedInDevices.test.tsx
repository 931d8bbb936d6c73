import { ApiError, type SignedInSession } from '@club/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { fakeApi, renderWithAuth, sessionAnswer } from '../testing/renderWithAuth';
import { completeLoginCheckAtom, setUserAtom } from '../user/user.atoms';
import { SignedInDevices, deviceName } from './SignedInDevices';
import { SignedInDevicesDisclosure } from './SignedInDevicesOnDemand';

const here: SignedInSession = {
  id: 'session-here',
  device: 'Windows',
  browser: 'Chrome',
  country: 'GB',
  createdAt: '2026-12-01T10:00:00Z',
  lastSeenAt: '2026-12-05T15:10:00Z',
  expiresAt: '2026-12-31T10:00:00Z',
  current: true,
};
const phone: SignedInSession = { ...here, id: 'session-phone', device: 'iPhone', browser: 'Safari', country: 'IE', lastSeenAt: '2026-12-04T19:45:00Z', current: false };

function renderSignedIn(ui: React.ReactNode, sessions: SignedInSession[][]) {
  const api = fakeApi();
  for (const answer of sessions) api.account.sessions.mockResolvedValueOnce({ data: answer });
  const rendered = renderWithAuth(ui, { api });
  act(() => {
    rendered.store.set(setUserAtom, sessionAnswer().data.attributes);
    rendered.store.set(completeLoginCheckAtom);
  });
  return { ...rendered, api, user: userEvent.setup() };
}

describe('SignedInDevices', () => {
  it('names devices in words a fan knows', () => {
    expect(deviceName(here)).toBe('Chrome on Windows');
    expect(deviceName({ device: null, browser: null })).toBe('Unknown device');
    expect(deviceName({ device: 'iPhone', browser: null })).toBe('iPhone');
  });

  it('lists every sign-in, this device marked, with place and last seen, and is accessible', async () => {
    const { container } = renderSignedIn(<SignedInDevices />, [[here, phone]]);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Chrome on Windows · This device');
    expect(items[0]!.textContent).toContain('United Kingdom · Last seen Sat 5 Dec, 15:10');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]!.textContent).toContain('Safari on iPhone');
    expect(items[1]!.textContent).toContain('Ireland · Last seen Fri 4 Dec, 19:45');
    expect(within(items[1]!).getByRole('button', { name: 'Sign out: Safari on iPhone, last seen Fri 4 Dec, 19:45' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for the password in place before signing out another device, then signs it out and says so', async () => {
    const { api, user, container } = renderSignedIn(<SignedInDevices />, [[here, phone], [here]]);
    api.account.endSession.mockResolvedValue(undefined);
    const signOut = await screen.findByRole('button', { name: /^Sign out: Safari on iPhone/ });
    expect(signOut.getAttribute('aria-expanded')).toBe('false');
    await user.click(signOut);
    // Nothing ends on the press: a form opens under the button, in the list, and the field has the focus.
    expect(api.account.endSession).not.toHaveBeenCalled();
    expect(signOut.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    const form = within(screen.getAllByRole('listitem')[1]!).getByRole('form', { name: 'To sign out Safari on iPhone' });
    const password = within(form).getByLabelText(/^Password/);
    expect(document.activeElement).toBe(password);
    expect(await axeViolations(container)).toEqual([]);

    await user.keyboard('Correct-horse-1{Enter}');
    expect(api.account.endSession).toHaveBeenCalledWith('session-phone', { password: 'Correct-horse-1' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('That device has been signed out.'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('You are signed in on this device only.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('reads a wrong password out in the form\'s alert and keeps the form open; Escape cancels, back to the button', async () => {
    const { api, user } = renderSignedIn(<SignedInDevices />, [[here, phone]]);
    api.account.endOtherSessions.mockRejectedValueOnce(new ApiError(403, 'Your current password is not right.'));
    const everywhere = await screen.findByRole('button', { name: 'Sign out everywhere else' });
    everywhere.focus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'To sign out every other device' });
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Password/));
    await user.keyboard('wrong-one');
    await user.click(within(form).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Your current password is not right.'));
    expect(api.account.endOtherSessions).toHaveBeenCalledWith({ password: 'wrong-one' });
    expect(screen.getByRole('form', { name: 'To sign out every other device' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(form).getByLabelText(/^Password/));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(everywhere);
    expect(everywhere.getAttribute('aria-expanded')).toBe('false');
  });

  it('reads a sign-in that had already ended as signed out, and loads the list again', async () => {
    const { api, user } = renderSignedIn(<SignedInDevices />, [[here, phone], [here]]);
    // The phone signed itself out after this list was loaded: the platform no longer knows that sign-in.
    api.account.endSession.mockRejectedValueOnce(new ApiError(404, 'Not found'));
    await user.click(await screen.findByRole('button', { name: /^Sign out: Safari on iPhone/ }));
    await user.keyboard('Correct-horse-1{Enter}');
    expect(api.account.endSession).toHaveBeenCalledWith('session-phone', { password: 'Correct-horse-1' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('That device has been signed out.'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.account.sessions).toHaveBeenCalledTimes(2);
  });

  it('signs out everywhere else with the password; Cancel closes the form and ends nothing', async () => {
    const { api, user } = renderSignedIn(<SignedInDevices />, [[here, phone], [here]]);
    api.account.endOtherSessions.mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.account.endOtherSessions).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await user.keyboard('Correct-horse-1');
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(api.account.endOtherSessions).toHaveBeenCalledWith({ password: 'Correct-horse-1' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Every other device has been signed out.'));
    await waitFor(() => expect(screen.getByText('You are signed in on this device only.')).toBeTruthy());
  });

  it('in the panel, loads nothing until "Signed-in devices" is opened', async () => {
    const { api, user, container } = renderSignedIn(<SignedInDevicesDisclosure headingTag="h3" />, [[here, phone]]);
    const toggle = screen.getByRole('button', { name: 'Signed-in devices' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api.account.sessions).not.toHaveBeenCalled();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Sign out everywhere else' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
