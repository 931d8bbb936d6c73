import { ApiError } from '@club/api-client';
import { accountHeaderOpenAtom, openAccountHeader, openLoginPrompt } from '@club/site-state';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountProfileButton } from '../AccountProfileButton/AccountProfileButton';
import { AccountToast } from '../AccountToast/AccountToast';
import { loadEntitlements } from '../loginCheckController/loadEntitlements';
import { axeViolations } from '../testing/axe';
import { fakeApi, renderWithAuth, sessionAnswer } from '../testing/renderWithAuth';
import { completeLoginCheckAtom, loggedInAtom, setUserAtom } from '../user/user.atoms';
import { AccountPanel } from './AccountPanel';

type Store = ReturnType<typeof createStore>;

function Site() {
  return (
    <>
      <AccountProfileButton />
      <AccountPanel />
      <AccountToast />
    </>
  );
}

async function signInAs(store: Store, api: ReturnType<typeof fakeApi>, overrides = {}) {
  const session = sessionAnswer(overrides).data.attributes;
  act(() => {
    store.set(setUserAtom, session);
    store.set(completeLoginCheckAtom);
  });
  await act(() => loadEntitlements(store, api.entitlements, session.user.sub));
}

function panel() {
  return screen.getByRole('dialog');
}

describe('AccountPanel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should render nothing until opened, and the profile button waits for the login check', () => {
    const { store } = renderWithAuth(<Site />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    act(() => store.set(completeLoginCheckAtom));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  describe('given a logged-out visitor', () => {
    it("should open from 'Log In' with the login form", async () => {
      const user = userEvent.setup();
      const { store } = renderWithAuth(<Site />);
      act(() => store.set(completeLoginCheckAtom));
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(within(panel()).getByRole('heading', { name: 'Log In' })).toBeTruthy();
      expect(within(panel()).getByRole('textbox', { name: 'Email' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Log In', expanded: true })).toBeTruthy();
    });

    it("should show a login prompt's message above the form", () => {
      const { store } = renderWithAuth(<Site />);
      act(() => store.set(openLoginPrompt, 'To View This Video Please Log In or Register An Account'));
      expect(within(panel()).getByText('To View This Video Please Log In or Register An Account')).toBeTruthy();
    });

    it("should show the summary and say 'Logged In' after logging in", async () => {
      const user = userEvent.setup();
      const api = fakeApi();
      api.identity.authenticate.mockResolvedValue(sessionAnswer());
      const { store, onNavigate } = renderWithAuth(<Site />, { api });
      act(() => store.set(openAccountHeader));
      await user.type(within(panel()).getByRole('textbox', { name: 'Email' }), 'fan@example.com');
      await user.type(within(panel()).getByLabelText(/^Password/), 'Password123!');
      await user.keyboard('{Enter}');
      expect(await within(panel()).findByRole('heading', { name: 'My Account' })).toBeTruthy();
      expect(screen.getByRole('status', { name: '' }).textContent).toContain('Logged In');
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('should go to a stored return URL after logging in', async () => {
      const user = userEvent.setup();
      const api = fakeApi();
      api.identity.authenticate.mockResolvedValue(sessionAnswer());
      window.sessionStorage.setItem('club.auth.returnUrl', '/videos');
      const { store, onNavigate } = renderWithAuth(<Site />, { api });
      act(() => store.set(openAccountHeader));
      await user.type(within(panel()).getByRole('textbox', { name: 'Email' }), 'fan@example.com');
      await user.type(within(panel()).getByLabelText(/^Password/), 'Password123!');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/videos'));
      expect(store.get(accountHeaderOpenAtom)).toBe(false);
    });

    it('should have no axe violations when open', async () => {
      const { store } = renderWithAuth(<Site />);
      act(() => store.set(openAccountHeader));
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });

  describe('given a logged-in user', () => {
    it('should show the summary: logo, initials, welcome, name, account id, buttons and manage link', async () => {
      const api = fakeApi();
      api.entitlements.forUser.mockResolvedValue({
        data: { attributes: { userID: 'user-1', entitlements: ['video-subscription', 'audio-pass'], stripeCustomerID: 'cus_1' } },
      });
      const { store } = renderWithAuth(<Site />, { api });
      await signInAs(store, api);
      act(() => store.set(openAccountHeader));
      const dialog = within(panel());
      expect(dialog.getByRole('heading', { name: 'My Account' })).toBeTruthy();
      expect(dialog.getByRole('img', { name: 'Brackwater Blues FC' })).toBeTruthy();
      expect(dialog.getByText('FF')).toBeTruthy();
      expect(dialog.getByText('Welcome back')).toBeTruthy();
      expect(dialog.getByRole('heading', { name: 'Frankie Fan' })).toBeTruthy();
      expect(dialog.getByText('user-1')).toBeTruthy();
      expect(dialog.getByText('Club TV video subscription')).toBeTruthy();
      expect(dialog.getByText('Live audio pass')).toBeTruthy();
      expect(dialog.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/account/profile');
      expect(dialog.getByRole('button', { name: 'Manage Subscriptions' })).toBeTruthy();
      expect(dialog.getByRole('link', { name: 'Manage your account details' })).toBeTruthy();
      expect(dialog.queryByText('Staff access')).toBeNull();
      expect(screen.getByRole('button', { name: 'Profile' })).toBeTruthy();
      expect(await axeViolations(document.body)).toEqual([]);
    });

    it("should say 'You have no subscriptions' when entitlements answer 404", async () => {
      const api = fakeApi();
      const { store } = renderWithAuth(<Site />, { api });
      await signInAs(store, api);
      act(() => store.set(openAccountHeader));
      expect(within(panel()).getByText('You have no subscriptions')).toBeTruthy();
      expect(within(panel()).queryByRole('button', { name: 'Manage Subscriptions' })).toBeNull();
    });

    it("should say 'There was an issue checking your subscriptions' on other failures", async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const api = fakeApi();
      api.entitlements.forUser.mockRejectedValue(new ApiError(500, 'Internal'));
      const { store } = renderWithAuth(<Site />, { api });
      await signInAs(store, api);
      act(() => store.set(openAccountHeader));
      expect(within(panel()).getByText('There was an issue checking your subscriptions')).toBeTruthy();
    });

    it('should show the bypass label to a bypassed user', async () => {
      const api = fakeApi();
      const { store } = renderWithAuth(<Site />, { api });
      await signInAs(store, api, { bypassed: true });
      act(() => store.set(openAccountHeader));
      expect(within(panel()).getByText('Staff access')).toBeTruthy();
    });

    it("should log out, close the panel after 600 ms and say 'Logged Out'", async () => {
      const api = fakeApi();
      const { store } = renderWithAuth(<Site />, { api });
      await signInAs(store, api);
      act(() => store.set(openAccountHeader));
      vi.useFakeTimers();
      try {
        act(() => within(panel()).getByRole('button', { name: 'Log Out' }).click());
        await act(() => vi.advanceTimersByTimeAsync(0));
        expect(api.identity.signOut).toHaveBeenCalledTimes(1);
        expect(store.get(loggedInAtom)).toBe(false);
        await act(() => vi.advanceTimersByTimeAsync(599));
        expect(store.get(accountHeaderOpenAtom)).toBe(true);
        await act(() => vi.advanceTimersByTimeAsync(1));
        expect(store.get(accountHeaderOpenAtom)).toBe(false);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.getByText('Logged Out')).toBeTruthy();
        // SPEC 9: the toast shows for 4 s.
        await act(() => vi.advanceTimersByTimeAsync(4000));
        expect(screen.queryByText('Logged Out')).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it('should keep the user and say so when signing out fails', async () => {
      const user = userEvent.setup();
      const api = fakeApi();
      api.identity.signOut.mockRejectedValue(new ApiError(503, 'Unavailable'));
      const { store } = renderWithAuth(<Site />, { api });
      await signInAs(store, api);
      act(() => store.set(openAccountHeader));
      await user.click(within(panel()).getByRole('button', { name: 'Log Out' }));
      expect((await within(panel()).findByRole('alert')).textContent).toContain('Sorry, something went wrong');
      expect(store.get(loggedInAtom)).toBe(true);
    });
  });
});
