import { clockReading } from '@club/clock';
import { liveAvailabilityResponseSchema, streamerFaqsResponseSchema, streamerFixturesResponseSchema } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';

describe.each(testDialects)('streamer routes on $dialect', ({ dialect }) => {
  // A Saturday at 15:05 in London: inside the UK and Ireland blackout window.
  let now = new Date('2026-11-21T15:05:00Z');
  const platform = suiteTestApp(dialect, {
    config: { geo: { countryHeader: 'x-test-country' } },
    dependencies: { clock: clockReading(() => now) },
  });

  describe('GET /api/streamer/fixtures', () => {
    it('should list the coming fixtures of every team, soonest first, with coverage and UK availability', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/streamer/fixtures?limit=20' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const fixtures = streamerFixturesResponseSchema.parse(response.json()).data;
      expect(fixtures.length).toBeGreaterThan(0);
      expect(fixtures.length).toBeLessThanOrEqual(20);
      const kickOffs = fixtures.map((fixture) => fixture.match.kickOff);
      expect(kickOffs).toEqual([...kickOffs].sort());
      for (const { match, coverage, ukIreland } of fixtures) {
        expect(['scheduled', 'live']).toContain(match.status);
        if (match.team === 'first-team') expect(coverage).toEqual(['video', 'audio']);
        if (match.competition.kind === 'cup') expect(ukIreland).toBe('unavailable');
      }
    });

    it('should answer ten by default and refuse a silly limit', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/streamer/fixtures' });
      expect(streamerFixturesResponseSchema.parse(response.json()).data.length).toBeLessThanOrEqual(10);
      const bad = await platform.app.inject({ method: 'GET', url: '/api/streamer/fixtures?limit=5000' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('GET /api/streamer/faqs', () => {
    it("should answer SPEC 9's FAQ items: overseas, UK and Ireland blackout, handheld devices, replays", async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/streamer/faqs' });
      expect(response.statusCode).toBe(200);
      const faqs = streamerFaqsResponseSchema.parse(response.json()).data;
      const text = faqs.map((faq) => `${faq.title} ${faq.body}`).join('\n');
      expect(text).toMatch(/outside the UK and Ireland/);
      expect(text).toMatch(/14:45 and 17:15 on Saturdays/);
      expect(text).toMatch(/bank holidays/);
      expect(text).toMatch(/Cup games<\/strong> are not streamed/);
      expect(text).toMatch(/handheld devices .* app only/);
      expect(text).toMatch(/noon \(UK time\) the day after the match/);
      expect(new Set(faqs.map((faq) => faq.id)).size).toBe(faqs.length);
    });
  });

  describe('GET /api/streamer/live-availability', () => {
    const ask = async (country?: string) => {
      const response = await platform.app.inject({
        method: 'GET',
        url: '/api/streamer/live-availability',
        // Through a site server (loopback is trusted), as a browser's call arrives.
        headers: { 'x-forwarded-for': '203.0.113.9', ...(country ? { 'x-test-country': country } : {}) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return liveAvailabilityResponseSchema.parse(response.json()).data;
    };

    it("should refuse a UK viewer inside the Saturday window with ERR_56882466_2 and SPEC 8's words", async () => {
      now = new Date('2026-11-21T15:05:00Z');
      expect(await ask('gb')).toEqual({
        status: 'blocked',
        country: 'GB',
        code: 'ERR_56882466_2',
        message: 'Sorry, users in this country are not allowed to access this stream',
      });
      expect((await ask('IE')).status).toBe('blocked');
    });

    it('should let an overseas viewer and a viewer of unknown country watch', async () => {
      now = new Date('2026-11-21T15:05:00Z');
      expect(await ask('US')).toMatchObject({ status: 'available', country: 'US', code: null, message: null });
      expect(await ask()).toMatchObject({ status: 'available', country: null });
      expect(await ask('not a country')).toMatchObject({ status: 'available', country: null });
    });

    it('should not believe a country header sent straight to the platform', async () => {
      now = new Date('2026-11-21T15:05:00Z');
      const response = await platform.app.inject({ method: 'GET', url: '/api/streamer/live-availability', headers: { 'x-test-country': 'GB' } });
      expect(liveAvailabilityResponseSchema.parse(response.json()).data).toMatchObject({ status: 'available', country: null });
    });

    it('should let a UK viewer watch outside the window', async () => {
      now = new Date('2026-11-21T17:15:00Z');
      expect((await ask('GB')).status).toBe('available');
    });
  });
});
