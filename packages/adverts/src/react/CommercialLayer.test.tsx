import type { SlotAdvert, SponsorRow } from '@club/api-client';
import { createClock, createManualClock, installClock } from '@club/clock';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCookies } from '../cookies/cookies';
import type { CommercialPreferences } from '../preferences';
import { axeViolations } from '../testing/axe';
import { fakeCommercialApi } from '../testing/fakeCommercialApi';
import { ChildFriendlySwitch } from './ChildFriendlySwitch';
import { CommercialProvider, type CommercialApi } from './CommercialContext';
import { CookieNotice } from './CookieNotice';
import { FooterAdverts } from './FooterAdverts';
import { FooterSponsors } from './FooterSponsors';

const firstVisit: CommercialPreferences = {
  consentRecorded: false,
  consent: { analytics: false, marketing: false, personalisation: false },
  childMode: true,
  seenPromoIDs: [],
  locked: false,
};
const acceptedAll: CommercialPreferences = {
  ...firstVisit,
  consentRecorded: true,
  consent: { analytics: true, marketing: true, personalisation: true },
};

function Layer({ api, preferences, advertisingDisabled = false, children }: { api: CommercialApi; preferences: CommercialPreferences; advertisingDisabled?: boolean; children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Provider store={createStore()}>
        <CommercialProvider api={api} preferences={preferences} advertisingDisabled={advertisingDisabled} pathname="/news">
          {children}
        </CommercialProvider>
      </Provider>
    </QueryClientProvider>
  );
}

function clearCookies() {
  for (const name of parseCookies(document.cookie).keys()) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

// Promos and adverts run in windows read on the clock (issue 12): a pinned instant, never today.
const now = Date.parse('2026-12-05T15:20:00Z');
beforeAll(() => installClock(createManualClock(now)));
afterAll(() => installClock(createClock()));
const window_ = { startUTC: new Date(now - 86_400_000).toISOString(), endUTC: new Date(now + 86_400_000).toISOString() };
const advert = (id: number, name: string, childFriendly: boolean): SlotAdvert => ({
  id,
  advertName: name,
  advertRef: `ADV-${id}`,
  campaignRef: 'CMP',
  url: `https://example.com/${id}`,
  enabled: true,
  channel: '',
  childFriendly,
  timings: window_,
  images: { mobile: { imageKey: `adverts/${id}-mobile.png`, imageSize: '750x750' } },
});

describe('CookieNotice', () => {
  beforeEach(clearCookies);

  it('should show until the fan chooses, send nothing before, and start tracking with Accept All Cookies', async () => {
    const { api, records } = fakeCommercialApi();
    render(
      <Layer api={api} preferences={firstVisit}>
        <CookieNotice heading="We use cookies" body="Essential cookies run the site." />
      </Layer>,
    );
    const notice = screen.getByRole('region', { name: 'We use cookies' });
    expect(within(notice).getByText('Essential cookies run the site.')).toBeTruthy();
    expect(records).toEqual([]);

    await userEvent.click(within(notice).getByRole('button', { name: 'Accept All Cookies' }));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    const jar = parseCookies(document.cookie);
    expect(jar.get('club_cookie_consent')).toBe('1');
    expect(jar.get('club_cookie_tracking')).toBe('1');
    expect(records.map((record) => [record.event, record.path])).toEqual([['pageView', '/news']]);
  });

  it('should record Only Essential with every category off and send nothing', async () => {
    const { api, records } = fakeCommercialApi();
    render(
      <Layer api={api} preferences={firstVisit}>
        <CookieNotice body="Essential cookies run the site." />
      </Layer>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Only Essential' }));
    expect(screen.queryByRole('button', { name: 'Only Essential' })).toBeNull();
    expect(parseCookies(document.cookie).get('club_cookie_consent')).toBe('1');
    expect(parseCookies(document.cookie).has('club_cookie_tracking')).toBe(false);
    expect(records).toEqual([]);
  });

  it('should not render once consent is recorded, and count the page view of a consenting fan', () => {
    const { api, records } = fakeCommercialApi();
    render(
      <Layer api={api} preferences={acceptedAll}>
        <CookieNotice body="Essential cookies run the site." />
      </Layer>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(records.map((record) => record.event)).toEqual(['pageView']);
  });

  it("should take the fan's own choices from their cookies once hydrated, on a page rendered for nobody (issue 32)", async () => {
    const { api, records } = fakeCommercialApi();
    document.cookie = 'club_cookie_consent=1; Path=/';
    document.cookie = 'club_cookie_tracking=1; Path=/';
    document.cookie = 'club_child_friendly=0; Path=/';
    render(
      <Layer api={api} preferences={firstVisit}>
        <CookieNotice body="Essential cookies run the site." />
        <ChildFriendlySwitch />
      </Layer>,
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull());
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    // Analytics consent from the cookie: the page view counts.
    await waitFor(() => expect(records.map((record) => record.event)).toEqual(['pageView']));
  });

  it('should have no axe violations, with the child-friendly switch beside it', async () => {
    const { api } = fakeCommercialApi();
    const { container } = render(
      <Layer api={api} preferences={firstVisit}>
        <CookieNotice body="Essential cookies run the site." />
        <ChildFriendlySwitch />
      </Layer>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

const rows: SponsorRow[] = [
  {
    adminName: 'official',
    forcedOrder: false,
    rowID: 2,
    sponsorSize: 'small',
    title: 'Official Partners',
    titleSize: 'small',
    sponsors: [
      { campaignID: 'C', sponsorID: 1, imageKey: 'sponsors/kit.png', published: true, title: 'Harrier Sportswear', url: 'https://example.com/kit', adminName: 'kit', mediaLibraryID: 1, forcedOrder: null, isChildFriendly: true },
      { campaignID: 'C', sponsorID: 2, imageKey: 'sponsors/bet.png', published: true, title: 'Fenwick Bet', url: 'https://example.com/bet', adminName: 'bet', mediaLibraryID: 2, forcedOrder: null, isChildFriendly: false },
    ],
  },
];

describe('ChildFriendlySwitch', () => {
  beforeEach(clearCookies);

  it('should be on by default, and switching off should show what child mode hid and keep the choice in a cookie', async () => {
    const { api } = fakeCommercialApi();
    render(
      <Layer api={api} preferences={firstVisit}>
        <FooterSponsors rows={rows} />
        <ChildFriendlySwitch />
      </Layer>,
    );
    const childMode = screen.getByRole('switch', { name: 'Child-friendly mode' });
    expect(childMode.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('link', { name: /Harrier Sportswear/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Fenwick Bet/ })).toBeNull();

    await userEvent.click(childMode);
    expect(childMode.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('link', { name: /Fenwick Bet/ })).toBeTruthy();
    expect(parseCookies(document.cookie).get('club_child_friendly')).toBe('0');

    await userEvent.click(childMode);
    expect(screen.queryByRole('link', { name: /Fenwick Bet/ })).toBeNull();
    expect(parseCookies(document.cookie).get('club_child_friendly')).toBe('1');
  });
});

describe('FooterAdverts', () => {
  // The fan's cookies are applied once hydrated: none left over from the switch's tests.
  beforeEach(clearCookies);
  const adverts = [advert(1, 'Kit launch', true), advert(3, 'Matchday odds', false)];

  it('should fill the three reserved slots after load, hiding adverts that are not child friendly in child mode', async () => {
    const { api, calls } = fakeCommercialApi({ slotAdverts: adverts });
    const { container } = render(
      <Layer api={api} preferences={firstVisit}>
        <FooterAdverts version="slots" />
      </Layer>,
    );
    expect(container.querySelectorAll('[data-slot]')).toHaveLength(3);
    expect(await screen.findByRole('link', { name: /Kit launch/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Matchday odds/ })).toBeNull();
    expect(calls).toEqual(['slotAdverts:footer_slot']);
    expect(container.querySelector('[data-slot="footerSlot2"] [data-state]')?.getAttribute('data-state')).toBe('empty');
  });

  it('should track advert loads 2 s after the page, only with analytics consent', async () => {
    // Real time: the wait is the behaviour under test.
    const withConsent = fakeCommercialApi({ slotAdverts: adverts });
    render(
      <Layer api={withConsent.api} preferences={{ ...acceptedAll, childMode: false }}>
        <FooterAdverts version="slots" />
      </Layer>,
    );
    await screen.findByRole('link', { name: /Matchday odds/ });
    const shownAt = performance.now();
    const loads = () => withConsent.records.filter((record) => record.event === 'advertLoad');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(loads()).toEqual([]);
    // A generous ceiling: a busy machine may run the 2 s timer late, never early.
    await waitFor(() => expect(loads()).toHaveLength(2), { timeout: 15_000 });
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(1_900);
    expect(loads().map((record) => record.advert)).toEqual([
      { id: '1', name: 'Kit launch', placement: 'footerSlot1' },
      { id: '3', name: 'Matchday odds', placement: 'footerSlot2' },
    ]);
  }, 60_000);

  it('should send nothing for loads or clicks without consent', async () => {
    const { api, records } = fakeCommercialApi({ slotAdverts: adverts });
    render(
      <Layer api={api} preferences={firstVisit}>
        <FooterAdverts version="slots" />
      </Layer>,
    );
    const link = await screen.findByRole('link', { name: /Kit launch/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    link.click();
    expect(records).toEqual([]);
  });

  it('should render nothing and load nothing when advertising is disabled', () => {
    const { api, calls } = fakeCommercialApi({ slotAdverts: adverts });
    const { container } = render(
      <Layer api={api} preferences={firstVisit} advertisingDisabled>
        <FooterAdverts version="slots" />
      </Layer>,
    );
    expect(container.innerHTML).toBe('');
    expect(calls).toEqual([]);
  });
});

describe('without a provider', () => {
  it('should render nothing, so a page rendered on its own still works', async () => {
    const { container } = render(
      <Provider store={createStore()}>
        <CookieNotice body="x" />
        <FooterAdverts version="slots" />
      </Provider>,
    );
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
