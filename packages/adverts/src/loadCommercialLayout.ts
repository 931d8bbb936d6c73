import type { AdvertisingSettings, ApiClient, FooterAdvertVersion, SponsorRow } from '@club/api-client';
import { readPreferences, type CommercialPreferences } from './preferences';
import type { SiteLockSetting } from './siteLock/siteLock';

/** What the layout needs on every page: loaded by the root route, on the server for the first page. */
export interface CommercialLayoutData {
  preferences: CommercialPreferences;
  sponsorRows: SponsorRow[];
  cookieNotice: { heading: string; body: string };
  /** Only while locked, so the word's digest never reaches a visitor who is already in. */
  siteLock: SiteLockSetting | null;
  advertisingDisabled: boolean;
  footerVersion: FooterAdvertVersion;
  positions: AdvertisingSettings['position'];
  middleIndex: number;
}

const fallbackNotice = {
  heading: 'We use cookies',
  body: 'We use essential cookies to make this site work, and with your consent analytics, marketing and personalisation cookies.',
};

function orDefault<T>(result: PromiseSettledResult<T>, fallback: T, what: string): T {
  if (result.status === 'fulfilled') return result.value;
  // SPEC 8: sponsor, advert and settings failures are only logged; the page still renders.
  console.warn(`Problem retrieving ${what}`, result.reason);
  return fallback;
}

/**
 * Footer sponsor rows (the header's three come with the header's own data), the cookie notice's
 * texts, the site lock and advertising settings, plus the fan's choices
 * read from `cookieHeader` (the request's on the server): everything the commercial layer renders on the
 * server, so a recorded choice never flashes. Adverts and promos are not here: they load in the browser.
 */
export async function loadCommercialLayout(
  api: Pick<ApiClient, 'commercial' | 'settings'>,
  cookieHeader: string,
): Promise<CommercialLayoutData> {
  const [rows, web, advertising] = await Promise.allSettled([
    api.commercial.sponsorRows(),
    api.settings.web(),
    api.settings.advertising(),
  ]);
  const settings = orDefault(web, null, 'web settings')?.data ?? null;
  const advertisingSettings = orDefault(advertising, null, 'advertising settings')?.data ?? null;
  const preferences = readPreferences(cookieHeader, settings?.siteLock ?? null);
  return {
    preferences,
    sponsorRows: orDefault(rows, { data: [] }, 'sponsor rows').data,
    cookieNotice: settings ? { heading: settings.cookieNotice.heading, body: settings.cookieNotice.body } : fallbackNotice,
    siteLock: preferences.locked && settings ? settings.siteLock : null,
    advertisingDisabled: settings?.features.advertisingDisabled ?? false,
    footerVersion: advertisingSettings?.footerVersion ?? 'slots',
    positions: advertisingSettings?.position ?? { newsArticle: 'last', defaultPage: 'last', hubPage: 'last' },
    middleIndex: advertisingSettings?.middleIndex ?? 4,
  };
}
