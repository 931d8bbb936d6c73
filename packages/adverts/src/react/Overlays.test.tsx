import type { PromoOverlay } from '@club/api-client';
import { createClock, createManualClock, installClock } from '@club/clock';
import { lockBackgroundAtom } from '@club/site-state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCookies } from '../cookies/cookies';
import type { CommercialPreferences } from '../preferences';
import { sha256Hex } from '../siteLock/sha256';
import { axeViolations } from '../testing/axe';
import { fakeCommercialApi } from '../testing/fakeCommercialApi';
import { CommercialProvider } from './CommercialContext';
import { CookieNotice } from './CookieNotice';
import { PromoOverlayHost } from './PromoOverlayHost';
import { SiteLockScreen } from './SiteLockScreen';

const preferences: CommercialPreferences = {
  consentRecorded: false,
  consent: { analytics: false, marketing: false, personalisation: false },
  childMode: true,
  seenPromoIDs: [],
  locked: false,
};

// Promos and adverts run in windows read on the clock (issue 12): a pinned instant, never today.
const now = Date.parse('2026-12-05T15:20:00Z');
beforeAll(() => installClock(createManualClock(now)));
afterAll(() => installClock(createClock()));
const promo = (promoId: number, type: PromoOverlay['type'], offsetHours: [number, number]): PromoOverlay => ({
  promoID: promoId,
  type,
  url: `/promo/${promoId}`,
  webNewWindow: false,
  imageKey: `promos/${promoId}.png`,
  imageAltText: `Promo number ${promoId}`,
  startDateTime: new Date(now + offsetHours[0] * 3_600_000).toISOString(),
  endDateTime: new Date(now + offsetHours[1] * 3_600_000).toISOString(),
});
const promos = [promo(9, 'Default', [-48, -24]), promo(1, 'Default', [-1, 24]), promo(2, 'Mini', [-1, 24])];

function clearCookies() {
  for (const name of parseCookies(document.cookie).keys()) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

interface HostOptions {
  seen?: number[];
  /** The fan answered the cookie notice on an earlier visit. */
  consentRecorded?: boolean;
  pathname?: string;
  /** Hold the promos' answer until the test releases it. */
  slow?: boolean;
  /** A text field on the page, as the sign-in form has. */
  withField?: boolean;
}

function renderHost({ seen = [], consentRecorded = true, pathname = '/', slow = false, withField = false }: HostOptions = {}) {
  const store = createStore();
  const fake = fakeCommercialApi({ promos });
  let release = () => {};
  if (slow) {
    const answer = fake.api.commercial.promoOverlays;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.api.commercial.promoOverlays = async (...args) => {
      await gate;
      return answer(...args);
    };
  }
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Provider store={store}>
        <CommercialProvider
          api={fake.api}
          preferences={{ ...preferences, consentRecorded, seenPromoIDs: seen }}
          advertisingDisabled={false}
          pathname={pathname}
        >
          {withField ? <input aria-label="Email" /> : null}
          <CookieNotice body="Essential cookies run the site." />
          <PromoOverlayHost />
        </CommercialProvider>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...view, store, release, ...fake };
}

/** Long enough for a promo that was going to open to have opened. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

describe('PromoOverlayHost', () => {
  beforeEach(clearCookies);

  it('should open the first active promo not yet seen, lock the background and record it in the seen cookie', async () => {
    const { store } = renderHost();
    await screen.findByRole('dialog', { name: 'Promotion' });
    expect(screen.getByRole('link', { name: 'Promo number 1' })).toBeTruthy();
    expect(store.get(lockBackgroundAtom)).toBe(true);
    expect(parseCookies(document.cookie).get('club_promos_seen')).toBe('1');
    expect(parseCookies(document.cookie).get('club_promo_visit')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });

  it('should be dismissed by following its link', async () => {
    renderHost();
    const link = await screen.findByRole('link', { name: 'Promo number 1' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should show the next unseen promo (Mini) in a new visit, and nothing once all are seen', async () => {
    const first = renderHost({ seen: [1] });
    expect(await screen.findByRole('link', { name: 'Promo number 2' })).toBeTruthy();
    first.unmount();
    clearCookies();
    const { calls } = renderHost({ seen: [1, 2] });
    await waitFor(() => expect(calls).toContain('promoOverlays'));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('given the overlay order (issue 14)', () => {
    it('should wait for the cookie notice to be answered, which works at once', async () => {
      const { calls } = renderHost({ consentRecorded: false });
      await waitFor(() => expect(calls).toContain('promoOverlays'));
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
      expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
      expect(await screen.findByRole('dialog', { name: 'Promotion' })).toBeTruthy();
    });

    it('should show no other promotion in the same visit once one was closed', async () => {
      const first = renderHost();
      await screen.findByRole('dialog', { name: 'Promotion' });
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      first.unmount();
      // The same visit: the session cookie is still there, and promo 2 is still unseen.
      const { calls } = renderHost({ seen: [1] });
      await waitFor(() => expect(calls).toContain('promoOverlays'));
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('should never open on an account page', async () => {
      const { calls } = renderHost({ pathname: '/account/login' });
      await waitFor(() => expect(calls).toContain('promoOverlays'));
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('should not take the focus from a field the fan is typing in when a promo arrives late', async () => {
      const { release } = renderHost({ slow: true, withField: true });
      const field = screen.getByRole('textbox', { name: 'Email' });
      await userEvent.click(field);
      await userEvent.keyboard('fan@exa');
      release();
      await settle();
      await userEvent.keyboard('mple.com');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(field).toBe(document.activeElement);
      expect((field as HTMLInputElement).value).toBe('fan@example.com');

      // Once the fan leaves the field, the page is theirs to look at: the promotion may come.
      act(() => field.blur());
      expect(await screen.findByRole('dialog', { name: 'Promotion' })).toBeTruthy();
    });
  });

  it('should check again when the tab becomes visible', async () => {
    const { calls } = renderHost({ seen: [1, 2] });
    await waitFor(() => expect(calls.filter((call) => call === 'promoOverlays')).toHaveLength(1));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      // As browsers fire it: at the document, bubbling to the window (where the query cache listens).
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(calls.filter((call) => call === 'promoOverlays')).toHaveLength(2));
    vi.restoreAllMocks();
  });

  it('should have no axe violations while open', async () => {
    const { baseElement } = renderHost();
    await screen.findByRole('dialog', { name: 'Promotion' });
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});

const quaysideDigest = await sha256Hex('quayside');

describe('SiteLockScreen', () => {
  beforeEach(clearCookies);

  const setting = { enabled: true, heading: 'Coming soon', description: 'The new site is on its way.', passwordSha256: quaysideDigest };

  it('should show the entry button only for the configured word, then set the 60-day entry cookie and reload', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'http:', reload } as unknown as Location);
    render(<SiteLockScreen clubName="Brackwater Blues FC" setting={setting} />);
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(screen.getByText('The new site is on its way.')).toBeTruthy();
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'quaysid');
    expect(screen.queryByRole('button', { name: 'Enter' })).toBeNull();
    await userEvent.type(password, 'e');
    await userEvent.click(await screen.findByRole('button', { name: 'Enter' }));
    expect(parseCookies(document.cookie).get('club_site_entry')).toBe(setting.passwordSha256);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
