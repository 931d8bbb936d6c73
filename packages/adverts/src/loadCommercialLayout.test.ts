import type { ApiClient, WebSettings } from '@club/api-client';
import { describe, expect, it, vi } from 'vitest';
import { loadCommercialLayout } from './loadCommercialLayout';
import { sha256Hex } from './siteLock/sha256';

const digest = await sha256Hex('quayside');

function api(options: { locked: boolean; failing?: boolean }) {
  const fail = () => Promise.reject(new Error('platform down'));
  const web = {
    cookieNotice: { heading: 'Cookies here', body: 'We use them.' },
    features: { advertisingDisabled: false },
    siteLock: { enabled: options.locked, heading: 'Coming soon', description: 'Soon.', passwordSha256: digest },
  } as unknown as WebSettings;
  return {
    commercial: { sponsorRows: options.failing ? fail : async () => ({ data: [] }) },
    settings: {
      web: options.failing ? fail : async () => ({ data: web }),
      advertising: options.failing
        ? fail
        : async () => ({
            data: { position: { newsArticle: 'last', defaultPage: 'last', hubPage: 'last' }, middleIndex: 4, footerVersion: 'web' },
          }),
    },
  } as unknown as Pick<ApiClient, 'commercial' | 'settings'>;
}

describe('loadCommercialLayout', () => {
  it("should carry the notice's texts, the footer version and the fan's choices from the cookie header", async () => {
    const data = await loadCommercialLayout(api({ locked: false }), 'club_cookie_consent=1; club_child_friendly=0');
    expect(data.cookieNotice).toEqual({ heading: 'Cookies here', body: 'We use them.' });
    expect(data.footerVersion).toBe('web');
    expect(data.preferences).toMatchObject({ consentRecorded: true, childMode: false, locked: false });
    expect(data.siteLock).toBeNull();
  });

  it('should hand over the lock setting only while the visitor is locked out', async () => {
    expect((await loadCommercialLayout(api({ locked: true }), '')).siteLock?.heading).toBe('Coming soon');
    expect((await loadCommercialLayout(api({ locked: true }), `club_site_entry=${digest}`)).siteLock).toBeNull();
  });

  it('should still render the page when the platform fails: logged, with defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = await loadCommercialLayout(api({ locked: true, failing: true }), '');
    expect(data.sponsorRows).toEqual([]);
    expect(data.cookieNotice.heading).toBe('We use cookies');
    expect(data.footerVersion).toBe('slots');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
