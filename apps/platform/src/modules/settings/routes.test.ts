import { createHash } from 'node:crypto';
import {
  advertisingSettingsResponseSchema,
  currentSeasonResponseSchema,
  webSettingsResponseSchema,
} from '@club/api-client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createManualClock } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startTestApp } from '../../testing/app';
import { type TestDatabase, testConfig, testDialects } from '../../testing/databases';

describe.each(testDialects)('GET /api/web settings on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let imageCacheDir: string;

  beforeAll(async () => {
    imageCacheDir = mkdtempSync(join(tmpdir(), 'settings-images-'));
    ({ app, testDatabase, close } = await startTestApp(dialect, { config: { imageCacheDir } }));
  });

  afterAll(async () => {
    await close?.();
    rmSync(imageCacheDir, { recursive: true, force: true });
  });

  describe('/api/web/settings', () => {
    it('should carry the cookie notice with the spec buttons and a 60-day consent', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/web/settings' });

      expect(response.statusCode).toBe(200);
      const { data } = webSettingsResponseSchema.parse(response.json());
      expect(data.cookieNotice).toMatchObject({
        acceptAllText: 'Accept All Cookies',
        essentialOnlyText: 'Only Essential',
        consentMaxAgeMs: 5_184_000_000,
      });
      expect(data.cookieNotice.heading).not.toBe('');
      expect(data.cookieNotice.body).not.toBe('');
    });

    it('should serve the site lock off by default, with only the digest of its word', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/web/settings' });
      const { data } = webSettingsResponseSchema.parse(response.json());
      expect(data.siteLock.enabled).toBe(false);
      expect(data.siteLock.passwordSha256).toBe(createHash('sha256').update('quayside').digest('hex'));
      expect(response.body).not.toContain('quayside');
    });

    it("should carry the club's identity from the club configuration", async () => {
      const { data } = webSettingsResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/web/settings' })).json());

      expect(data.club).toMatchObject({
        name: 'Brackwater Blues FC',
        nickname: 'the Blues',
        stadium: 'The Quayside',
        crest: { imageKey: 'crests/brackwater-blues.png' },
      });
      expect(data.club.colours.primary).toMatch(/^#[0-9a-f]{6}$/);
      expect(data.social.map((link) => link.name)).toContain('Facebook');
      expect(data.social.every((link) => new URL(link.url).hostname.endsWith('example.com'))).toBe(true);
      expect(data.pageTitles.suffix).toBe(' | Brackwater Blues FC');
    });

    it('should carry the constants of SPEC 9', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/web/settings' });
      const { data } = webSettingsResponseSchema.parse(response.json());

      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(data.dateFormats).toEqual({ default: 'D MMM YYYY', match: 'ddd D MMM' });
      expect(data.features).toMatchObject({ childFriendly: true, analytics: false, prefetch: true, lockEmptyEntitlements: false });
      expect(data.features.socialLogin).toEqual({ facebook: false, google: false, apple: false });
      expect(data.header).toMatchObject({ version: 'v3', type: 'sticky', defaultStyle: 'transparent-dark', height: 90, stickyThreshold: 300 });
      expect(data.versions).toEqual({ theme: '1.27.6', video: 'v1' });
      expect(data.imageHandler).toBe('v2');
      expect(data.imageSizes).toMatchObject({ sponsor: '400x400', promo: '1400x1400', audioArt: '600x600', advert: '750x750' });
      expect(data.styles).toEqual({
        articleCard: 'image-overlay',
        homepageHighlight: 'stack',
        fixturesWidget: 'block',
        newsPage: 'dark',
        relatedNews: 'light',
      });
    });

    it('should name placeholder images the image library can draw', async () => {
      const { data } = webSettingsResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/web/settings' })).json());

      for (const key of Object.values(data.placeholderImages)) {
        const image = await app.inject({ method: 'GET', url: `/images/fit-in/160x160/${key}` });
        expect(image.statusCode, key).toBe(200);
      }
    });
  });

  describe('/api/web/settings/advertising', () => {
    it("should put adverts 'last' and list classes for the eight page slots", async () => {
      const response = await app.inject({ method: 'GET', url: '/api/web/settings/advertising' });

      expect(response.statusCode).toBe(200);
      const { data } = advertisingSettingsResponseSchema.parse(response.json());
      expect(data.position).toEqual({ newsArticle: 'last', defaultPage: 'last', hubPage: 'last' });
      expect(Object.keys(data.customClasses).sort()).toEqual(
        ['homepage', 'match_centre', 'matches_page', 'news_article', 'news_page', 'page', 'players_page', 'teams_page'],
      );
      expect(data.middleIndex).toBe(4);
      expect(data.footerVersion).toBe('slots');
    });
  });

  describe('/api/web/season', () => {
    it("should answer the pinned clock's season, 2026 shown 2026/27, out of pre-season in December", async () => {
      const response = await app.inject({ method: 'GET', url: '/api/web/season' });

      expect(response.statusCode).toBe(200);
      expect(currentSeasonResponseSchema.parse(response.json()).data).toMatchObject({
        current: 2026,
        label: '2026/27',
        slug: '2026-27',
        preSeason: false,
        timeZone: 'Europe/London',
      });
    });

    it('should answer pre-season with the next season in its message when the clock is in July', async () => {
      const july = await buildApp(testConfig(testDatabase.location), {
        database: testDatabase.database,
        clock: createManualClock('2027-07-01T12:00:00Z'),
      });
      try {
        const response = await july.inject({ method: 'GET', url: '/api/web/season' });
        expect(currentSeasonResponseSchema.parse(response.json()).data).toEqual({
          current: 2026,
          label: '2026/27',
          slug: '2026-27',
          preSeason: true,
          preSeasonMessage: 'New fixtures are coming soon. Check back for the 2027/28 schedule.',
          timeZone: 'Europe/London',
        });
      } finally {
        await july.close();
      }
    });
  });
});
