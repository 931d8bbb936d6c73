import {
  apiErrorSchema,
  streamResponseSchema,
  videoCategoriesResponseSchema,
  videoFeedsResponseSchema,
  videoConfigurationResponseSchema,
  videoFiltersResponseSchema,
  videoSectionsResponseSchema,
} from '@club/api-client';
import { isVideoLocked } from '@club/entitlements';
import { describe, expect, it } from 'vitest';
import { demoWorldData } from '../../prepare-database';
import { suiteTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';

// The world of the pinned test clock (src/testing/clock.ts).
const { matches: generated, videoItems: videoItemRows, videoServiceOptions } = demoWorldData();
const currentSeasonSlug = videoServiceOptions.currentSeason;

describe.each(testDialects)('videos routes on $dialect', ({ dialect }) => {
  const platform = suiteTestApp(dialect);

  const get = (url: string) => platform.app.inject({ method: 'GET', url });
  const section = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    const parsed = videoSectionsResponseSchema.parse(response.json());
    const [first] = parsed.sections;
    if (!first) throw new Error('no section');
    return first;
  };
  const badRequest = async (url: string, message: RegExp) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect([body.message, ...(body.details ?? []).map((detail) => `${detail.path}: ${detail.message}`)].join('\n')).toMatch(message);
  };
  const releaseDates = (items: { publicationData: { releaseFrom: string } }[]) =>
    items.map((item) => item.publicationData.releaseFrom);

  describe('GET /api/video-platform/feed/{videoFeed}/sections/', () => {
    it("should answer this season's videos, newest release first, ten a page by default", async () => {
      const page = await section('/api/video-platform/feed/club-tv/sections/?section=current&pageIndex=0&pageSize=10');
      expect(page.itemData).toHaveLength(10);
      expect(page.pageIndex).toBe(0);
      expect(page.pageSize).toBe(10);
      expect(page.totalItems).toBe(videoItemRows.filter((row) => row.season_slug === currentSeasonSlug).length);
      expect(page.totalPages).toBe(Math.ceil(page.totalItems / 10));
      expect(page.itemData.every((item) => item.metaData.season === currentSeasonSlug)).toBe(true);
      const dates = releaseDates(page.itemData);
      expect(dates).toEqual([...dates].sort().reverse());
      const defaults = await section('/api/video-platform/feed/club-tv/sections');
      expect(defaults.itemData.map((item) => item.mediaData.entryId)).toEqual(
        page.itemData.map((item) => item.mediaData.entryId),
      );
    });

    it('should answer earlier seasons in the fallback section', async () => {
      const page = await section('/api/video-platform/feed/club-tv/sections/?section=fallback&pageSize=50');
      expect(page.totalItems).toBeGreaterThan(0);
      expect(page.itemData.every((item) => item.metaData.season !== currentSeasonSlug)).toBe(true);
    });

    it('should find a feed by id and keep the app feed to its categories', async () => {
      const byId = await section('/api/video-platform/feed/1/sections/');
      expect(byId.totalItems).toBeGreaterThan(0);
      const app = await section('/api/video-platform/feed/app/sections/?pageSize=50');
      expect(new Set(app.itemData.map((item) => item.metaData.category))).toEqual(
        new Set(['highlights', 'interviews', 'women']),
      );
    });

    it('should page to the end and answer an empty page past it', async () => {
      const first = await section('/api/video-platform/feed/club-tv/sections/?pageSize=7');
      const lastIndex = first.totalPages - 1;
      const last = await section(`/api/video-platform/feed/club-tv/sections/?pageSize=7&pageIndex=${lastIndex}`);
      expect(last.itemData.length).toBe(first.totalItems - 7 * lastIndex);
      const past = await section(`/api/video-platform/feed/club-tv/sections/?pageSize=7&pageIndex=${lastIndex + 1}`);
      expect(past.itemData).toEqual([]);
      expect(past.totalItems).toBe(first.totalItems);
    });

    it('should answer 404 for unknown and disabled feeds', async () => {
      for (const [url, message] of [
        ['/api/video-platform/feed/nope/sections/', /no video feed 'nope'/],
        ['/api/video-platform/feed/2/sections/', /'highlights' is disabled/],
        ['/api/video-platform/feed/replays/sections/', /disabled/],
        ['/api/video-platform/feed/99999/sections/', /no video feed/],
        ['/api/video-platform/feed/12345678901234567890/sections/', /no video feed/],
      ] as const) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message).toMatch(message);
      }
    });

    it('should answer 400 for bad parameters', async () => {
      await badRequest('/api/video-platform/feed/club-tv/sections/?section=latest', /section must be one of current, fallback/);
      await badRequest('/api/video-platform/feed/club-tv/sections/?pageIndex=-1', /pageIndex must be a whole number/);
      await badRequest('/api/video-platform/feed/club-tv/sections/?pageSize=0', /pageSize must be a whole number between 1 and 50/);
      await badRequest('/api/video-platform/feed/club-tv/sections/?pageSize=51', /pageSize/);
      await badRequest('/api/video-platform/feed/club-tv/sections/?pageIndex=abc', /pageIndex/);
      await badRequest('/api/video-platform/feed/Club_TV/sections/', /videoFeed must be a feed slug or id/);
    });

    it('should list the five feeds of the configuration, two to four disabled', async () => {
      const response = await get('/api/video-platform/feeds');
      const { data } = videoFeedsResponseSchema.parse(response.json());
      expect(data.map((feed) => [feed.id, feed.enabled, feed.app])).toEqual([
        [1, true, false],
        [2, false, false],
        [3, false, false],
        [4, false, false],
        [5, true, true],
      ]);
    });
  });

  describe('the catalogue', () => {
    it('should hold free, logged-in, subscription, match-pass and empty-entitlement items', async () => {
      const { itemData } = await section('/api/video-platform/search?pageSize=50&title=Matchday Live');
      const buildUp = itemData[0];
      expect(buildUp?.metaData.SysEntryEntitlements).toEqual(
        expect.arrayContaining([expect.stringMatching(/^match-pass-2026-12-05-/)]),
      );
      const all = videoItemRows.map((row) => JSON.parse(row.entitlements) as string[]);
      expect(all.some((list) => list.includes('?'))).toBe(true);
      expect(all.some((list) => list.includes('*'))).toBe(true);
      expect(all.some((list) => list.length === 1 && list[0] === 'video-subscription')).toBe(true);
      expect(all.some((list) => list.length === 0)).toBe(true);
      expect(videoItemRows.length).toBeGreaterThanOrEqual(60);
      expect(videoItemRows.length).toBeLessThanOrEqual(150);
    });

    it("should make every match's highlights video id a real entry", () => {
      const ids = generated.matches.flatMap((match) => (match.highlights_video_id ? [match.highlights_video_id] : []));
      expect(ids.length).toBeGreaterThan(0);
      const entries = new Set(videoItemRows.map((row) => row.entry_id));
      expect(ids.filter((id) => !entries.has(id))).toEqual([]);
    });

    it('should give every item an image key thumbnail and lock as SPEC 4 says', async () => {
      const { itemData } = await section('/api/video-platform/search?pageSize=50');
      for (const item of itemData) {
        expect(item.mediaData.thumbnailUrl).toBe(`video/${item.mediaData.entryId}.jpg`);
        if (item.metaData.SysEntryEntitlements.includes('?')) {
          expect(isVideoLocked({ itemEntitlements: item.metaData.SysEntryEntitlements, loggedIn: false, userEntitlements: null })).toBe(false);
        }
      }
    });
  });

  describe('GET /api/video-platform/search', () => {
    it('should answer 12 a page, newest release first, by default', async () => {
      const page = await section('/api/video-platform/search');
      expect(page.pageSize).toBe(12);
      expect(page.itemData).toHaveLength(12);
      expect(page.totalItems).toBe(videoItemRows.length);
      const dates = releaseDates(page.itemData);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('should sort by release date ascending when asked', async () => {
      const page = await section('/api/video-platform/search?sort=releaseFrom%20asc&pageSize=20');
      const dates = releaseDates(page.itemData);
      expect(dates).toEqual([...dates].sort());
      expect(dates[0]).toBe([...videoItemRows].map((row) => row.release_from).sort()[0]);
    });

    it('should filter by category, team and season', async () => {
      const page = await section('/api/video-platform/search?category=full-replays&team=first-team&season=2025-26&pageSize=50');
      expect(page.totalItems).toBe(
        videoItemRows.filter(
          (row) => row.category_slug === 'full-replays' && row.team_slug === 'first-team' && row.season_slug === '2025-26',
        ).length,
      );
      expect(page.totalItems).toBeGreaterThan(0);
      const women = await section('/api/video-platform/search?team=women&pageSize=50');
      expect(women.totalItems).toBeGreaterThan(0);
      expect(women.itemData.every((item) => item.metaData.team === 'women')).toBe(true);
      const none = await section('/api/video-platform/search?category=no-such-category');
      expect(none.totalItems).toBe(0);
      expect(none.totalPages).toBe(0);
    });

    it('should filter each duration band of SPEC 9, with items in every band', async () => {
      const bands = { short: [0, 300], medium: [301, 600], long: [601, Number.POSITIVE_INFINITY] } as const;
      let total = 0;
      for (const [name, [min, max]] of Object.entries(bands)) {
        const page = await section(`/api/video-platform/search?duration=${name}&pageSize=50`);
        expect(page.totalItems, name).toBeGreaterThan(0);
        total += page.totalItems;
        for (const item of page.itemData) {
          expect(item.metaData.VideoDuration).toBeGreaterThanOrEqual(min);
          expect(item.metaData.VideoDuration).toBeLessThanOrEqual(max);
        }
      }
      expect(total).toBe(videoItemRows.length);
    });

    it('should match title words case-insensitively, with LIKE wildcards as plain text', async () => {
      const page = await section('/api/video-platform/search?title=PRESS%20CONFERENCE&pageSize=50');
      expect(page.totalItems).toBe(videoItemRows.filter((row) => row.title.toLowerCase().includes('press conference')).length);
      expect(page.totalItems).toBeGreaterThan(0);
      expect((await section('/api/video-platform/search?title=%25')).totalItems).toBe(0);
      expect((await section('/api/video-platform/search?title=_')).totalItems).toBe(0);
      expect((await section("/api/video-platform/search?title=!'%22")).totalItems).toBe(0);
      expect((await section('/api/video-platform/search?title=')).totalItems).toBe(videoItemRows.length);
    });

    it('should answer 400 for bad filters', async () => {
      await badRequest('/api/video-platform/search?team=ladies', /team must be one of first-team, u21, u18, women/);
      await badRequest('/api/video-platform/search?season=2025', /season must look like '2025-26'/);
      await badRequest('/api/video-platform/search?duration=epic', /duration must be one of short, medium, long/);
      await badRequest('/api/video-platform/search?sort=title', /sort must be one of/);
      await badRequest('/api/video-platform/search?category=Bad%20Category', /category must be/);
      await badRequest(`/api/video-platform/search?title=${'x'.repeat(101)}`, /title must be at most 100/);
      await badRequest('/api/video-platform/search?pageSize=1.5', /pageSize/);
    });
  });

  describe('GET /api/videos/categories', () => {
    it('should answer the categories sorted by orderPosition', async () => {
      const response = await get('/api/videos/categories');
      expect(response.statusCode).toBe(200);
      const { data } = videoCategoriesResponseSchema.parse(response.json());
      const positions = data.map((category) => category.attributes.orderPosition);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(data[0]?.attributes.slug).toBe('highlights');
      const used = new Set(videoItemRows.map((row) => row.category_slug));
      expect(data.filter((category) => used.has(category.attributes.slug))).toHaveLength(used.size);
    });
  });

  describe('GET /api/videos/config', () => {
    it('should answer the video configuration: feeds, provider, live upgrade and category data', async () => {
      const response = await get('/api/videos/config');
      expect(response.statusCode).toBe(200);
      const { data } = videoConfigurationResponseSchema.parse(response.json());
      expect(data.feeds.map((feed) => [feed.id, feed.enabled])).toEqual([
        [1, true],
        [2, false],
        [3, false],
        [4, false],
        [5, true],
      ]);
      expect(data.streamingProvider).toMatchObject({ language: 'en', playerBackBufferSeconds: 8, concurrencyPingSeconds: 30 });
      expect(data.liveUpgrade).toMatchObject({ requireLoginEntitlement: '*', buttonText: 'Get a Pass' });
      expect(data.videoVersion).toBe('v1');
    });
  });

  describe('GET /api/videos/filters', () => {
    it('should answer Teams (women labelled Ladies), Season and Duration', async () => {
      const { data } = videoFiltersResponseSchema.parse((await get('/api/videos/filters')).json());
      expect(data.map((filter) => [filter.label, filter.type, filter.searchHandler])).toEqual([
        ['Teams', 'teamPicker', 'team'],
        ['Season', 'seasonPicker', 'season'],
        ['Duration', 'durationPicker', 'duration'],
      ]);
      expect(data[0]?.values.find((value) => value.name === 'women')?.label).toBe('Ladies');
      expect(data[1]?.values.map((value) => value.name)).toEqual(['2026-27', '2025-26']);
      expect(data[2]?.values).toEqual([
        { name: 'short', label: 'Short', videoDurationMin: 0, videoDurationMax: 300 },
        { name: 'medium', label: 'Medium', videoDurationMin: 301, videoDurationMax: 600 },
        { name: 'long', label: 'Long', videoDurationMin: 601, videoDurationMax: null },
      ]);
    });
  });

  describe('GET /api/videos/streams/{assetID}', () => {
    it('should answer the live video and live audio assets', async () => {
      for (const [id, contentType] of [
        ['live-video', 'video'],
        ['live-audio', 'audio'],
      ] as const) {
        const response = await get(`/api/videos/streams/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, no-cache');
        const { data } = streamResponseSchema.parse(response.json());
        expect(data.id).toBe(id);
        expect(data.attributes.mediaType).toBe('live-stream');
        expect(data.attributes.contentType).toBe(contentType);
        // The channels' real status: tests run without live channels, so they are idle.
        expect(data.attributes.assetData.status).toBe('idle');
        expect(data.attributes.assetData.playbackIds[0]?.id).toMatch(/^pb-/);
      }
    });

    it('should cover each status', async () => {
      const statuses = new Set<string>();
      for (const id of ['live-video-ladies', 'live-audio-academy', 'live-video-press', 'live-video-backup', 'season-review-2024-25']) {
        const { data } = streamResponseSchema.parse((await get(`/api/videos/streams/${id}`)).json());
        statuses.add(data.attributes.assetData.status);
        if (id === 'season-review-2024-25') expect(data.attributes.mediaType).toBe('on-demand');
      }
      expect(statuses).toEqual(new Set(['idle', 'disabled', 'preparing', 'errored', 'active']));
    });

    it('should answer 404 for unknown assets and 400 for malformed ids', async () => {
      const missing = await get('/api/videos/streams/no-such-asset');
      expect(missing.statusCode).toBe(404);
      expect(apiErrorSchema.parse(missing.json()).message).toBe("There is no stream 'no-such-asset'.");
      await badRequest('/api/videos/streams/Live%20Video', /assetID must be/);
    });
  });
});
