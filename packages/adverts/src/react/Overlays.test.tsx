import type { PromoOverlay } from '@club/api-client';
import { createClock, createManualClock, installClock } from '@club/clock';
import { lockBackgroundAtom } from '@club/site-state';
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
const promo = (promoID: number, type: PromoOverlay['type'], offsetHours: [number, number]): PromoOverlay => ({
  promoID,
  type,
  url: `/promo/${promoID}`,
  webNewWindow: false,
  imageKey: `promos/${promoID}.png`,
  imageAltText: `Promo number ${promoID}`,
  startDateTime: new Date(now + offsetHours[0] * 3_600_000).toISOString(),
  endDateTime: new Date(now + offsetHours[1] * 3_600_000).toISOString(),
});
const promos = [promo(9, 'Default', [-48, -24]), promo(1, 'Default', [-1, 24]), promo(2, 'Mini', [-1, 24])];

function clearCookies() {
  for (const name of parseCookies(document.cookie).keys()) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

function renderHost(seenPromoIDs: number[] = []) {
  const store = createStore();
  const fake = fakeCommercialApi({ promos });
  const view = render(
    <Provider store={store}>
      <CommercialProvider api={fake.api} preferences={{ ...preferences, seenPromoIDs }} advertisingDisabled={false} pathname="/">
        <CookieNotice body="Essential cookies run the site." />
        <PromoOverlayHost />
      </CommercialProvider>
    </Provider>,
  );
  return { ...view, store, ...fake };
}

describe('PromoOverlayHost', () => {
  beforeEach(clearCookies);

  it('should open the first active promo not yet seen, lock the background and record it in the seen cookie', async () => {
    const { store } = renderHost();
    await screen.findByRole('dialog', { name: 'Promotion' });
    expect(screen.getByRole('link', { name: 'Promo number 1' })).toBeTruthy();
    expect(store.get(lockBackgroundAtom)).toBe(true);
    expect(parseCookies(document.cookie).get('club_promos_seen')).toBe('1');

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

  it('should show the next unseen promo (Mini) and nothing once all are seen', async () => {
    const first = renderHost([1]);
    expect(await screen.findByRole('link', { name: 'Promo number 2' })).toBeTruthy();
    first.unmount();
    clearCookies();
    const { calls } = renderHost([1, 2]);
    await waitFor(() => expect(calls).toContain('promoOverlays'));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should check again when the tab becomes visible', async () => {
    const { calls } = renderHost([1, 2]);
    await waitFor(() => expect(calls.filter((call) => call === 'promoOverlays')).toHaveLength(1));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(calls.filter((call) => call === 'promoOverlays')).toHaveLength(2));
    vi.restoreAllMocks();
  });

  it('should have no axe violations with the cookie notice open too', async () => {
    const { baseElement } = renderHost();
    await screen.findByRole('dialog', { name: 'Promotion' });
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeTruthy();
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
