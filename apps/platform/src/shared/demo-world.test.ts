import { describe, expect, it } from 'vitest';
import { advertsContent } from '../modules/commercial/content';
import { advertRowsFor, promoRowsFor } from '../modules/commercial/seed';
import { fullTimeMs } from '../modules/matches/match-clock';
import { clubsContent } from '../modules/matches/seed/content';
import { currentSeasonFor } from '../modules/settings/content';
import { matchPassId } from '../modules/videos/catalogue';
import { layOutWorld } from '../prepare-database';
import { addDays, buildWorld, daysBetween, seasonSlugOf } from './demo-world';

const dayMs = 86_400_000;

describe('buildWorld', () => {
  it('should move the template by whole weeks, so Saturdays stay Saturdays within four days of the date', () => {
    for (const year of [2024, 2025, 2026, 2027, 2028, 2030, 2035]) {
      const world = buildWorld(Date.parse(`${year}-10-01T12:00:00Z`));
      expect(world.seasonStartYear).toBe(year);
      expect(Math.abs(world.shiftDays) % 7).toBe(0);
      const moved = addDays('2025-08-09', world.shiftDays);
      expect(new Date(`${moved}T12:00:00Z`).getUTCDay()).toBe(6);
      expect(Math.abs(daysBetween(`${year}-08-09`, moved))).toBeLessThanOrEqual(4);
    }
  });

  it('should follow the settings: a pinned season and pre-season on or off', () => {
    const now = Date.parse('2027-07-01T12:00:00Z');
    expect(buildWorld(now)).toMatchObject({ seasonStartYear: 2026, preSeason: true });
    expect(buildWorld(now, { season: 2027, preSeason: false })).toMatchObject({ seasonStartYear: 2027, preSeason: false });
    expect(buildWorld(Date.parse('2027-01-10T12:00:00Z'), { season: 'auto', preSeason: true }).preSeason).toBe(true);
  });

  it('should key the world by the London day, not the instant: one key all day, a new one the next', () => {
    // 23:30 UTC on 31 March 2027 is already 1 April in London (BST).
    expect(buildWorld(Date.parse('2027-03-31T23:30:00Z')).today).toBe('2027-04-01');
    expect(buildWorld(Date.parse('2027-04-01T08:00:00Z')).key).toBe(buildWorld(Date.parse('2027-03-31T23:30:00Z')).key);
    expect(buildWorld(Date.parse('2027-04-02T08:00:00Z')).key).not.toBe(buildWorld(Date.parse('2027-04-01T08:00:00Z')).key);
  });
});

describe.each([
  ['2026-12-01T12:00:00Z', 'a Tuesday in the season'],
  ['2027-07-01T12:00:00Z', 'pre-season'],
  ['2028-02-29T12:00:00Z', 'a leap day'],
  ['2030-12-31T23:30:00Z', 'late on New Year’s Eve'],
  ['2027-05-27T12:00:00Z', 'late May, after the last league matchday'],
  ['2027-08-05T12:00:00Z', 'early August, before the first league matchday'],
])('the demo world at %s (%s)', (at) => {
  const nowMs = Date.parse(at);
  const data = layOutWorld(buildWorld(nowMs));
  const { world, matches } = data;
  const firstTeam = matches.matches.filter((match) => match.team_slug === 'first-team');

  it('should have a current season that contains today', () => {
    const current = matches.seasons.find((season) => season.is_current === 1);
    expect(current?.slug).toBe(seasonSlugOf(world.seasonStartYear));
    expect(world.today >= `${world.seasonStartYear}-08-01` && world.today <= `${world.seasonStartYear + 1}-07-31`).toBe(true);
    const season = currentSeasonFor(world);
    expect(season.slug).toBe(current?.slug);
    if (world.today.slice(5, 7) === '06' || world.today.slice(5, 7) === '07') {
      expect(season.preSeason).toBe(true);
      expect(season.preSeasonMessage).toContain(`${world.seasonStartYear + 1}/${String((world.seasonStartYear + 2) % 100).padStart(2, '0')}`);
    } else {
      expect(season.preSeason).toBe(false);
    }
  });

  it('should have the first team live today: kicked off, not yet at full time', () => {
    const live = firstTeam.filter((match) => match.status === 'live');
    expect(live).toHaveLength(1);
    const kickOff = Date.parse(live[0]?.kick_off ?? '');
    expect(kickOff).toBeLessThanOrEqual(nowMs);
    expect(nowMs).toBeLessThan(fullTimeMs(kickOff));
    expect(nowMs - kickOff).toBeGreaterThanOrEqual(20 * 60_000);
    const plan = matches.plans.find((entry) => entry.match_id === live[0]?.id);
    expect(plan?.source).toBe('simulation');
    const centre = matches.centres.find((entry) => entry.match_id === live[0]?.id);
    expect(centre?.live_minute).toBe(21);
  });

  it('should have the next first-team match ahead and the last result behind, within a few weeks', () => {
    const next = firstTeam.find((match) => match.status === 'scheduled');
    const last = firstTeam.findLast((match) => match.status === 'finished');
    expect(Date.parse(next?.kick_off ?? '')).toBeGreaterThan(nowMs);
    expect(Date.parse(next?.kick_off ?? '') - nowMs).toBeLessThan(35 * dayMs);
    expect(Date.parse(last?.kick_off ?? '')).toBeLessThan(nowMs);
    expect(nowMs - Date.parse(last?.kick_off ?? '')).toBeLessThan(35 * dayMs);
  });

  it('should run at least one Web promo and one footer advert, with one ended and one to come', () => {
    const now = new Date(nowMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const running = (start: string, end: string) => start <= now && now < end;
    const promos = promoRowsFor(world);
    expect(promos.some((promo) => promo.channel === 'Web' && running(promo.start_date_time, promo.end_date_time))).toBe(true);
    expect(promos.some((promo) => promo.end_date_time <= now)).toBe(true);
    expect(promos.some((promo) => promo.start_date_time > now)).toBe(true);
    const footer = new Set(advertsContent.adverts.filter((advert) => advert.placements.includes('web-footer')).map((advert) => advert.id));
    const adverts = advertRowsFor(world);
    expect(
      adverts.some((advert) => advert.enabled === 1 && advert.channel !== 'app' && footer.has(advert.id as number) && running(advert.start_utc, advert.end_utc)),
    ).toBe(true);
  });

  it('should have news from the last few days and none from the future', () => {
    const now = new Date(nowMs).toISOString();
    const dates = data.articles.map((row) => row.published_at).sort();
    expect(dates.at(-1)! <= now).toBe(true);
    expect(nowMs - Date.parse(dates.at(-1)!)).toBeLessThan(4 * dayMs);
    // A report of the last result, linked from its match centre.
    const last = firstTeam.findLast((match) => match.status === 'finished');
    expect(data.articles.some((row) => row.slug === last?.report_slug)).toBe(true);
  });

  it('should sell match passes only for first-team matches still to come or under way', () => {
    const passes = data.packages.filter((entry) => entry.attributes.packageType === 'match-pass');
    expect(passes.length).toBeGreaterThan(0);
    const byPass = new Map(
      firstTeam.map((match) => [
        matchPassId(match.kick_off, match.home_club === clubsContent.club ? match.away_club : match.home_club),
        match,
      ]),
    );
    for (const pass of passes) {
      const match = byPass.get(pass.id);
      expect(match?.status === 'live' || match?.status === 'scheduled', pass.id).toBe(true);
      expect(fullTimeMs(Date.parse(match?.kick_off ?? ''))).toBeGreaterThan(nowMs);
    }
  });

  it('should list Club TV items already made and highlights of finished first-team matches only', () => {
    const now = new Date(nowMs).toISOString();
    expect(data.videoItems.every((row) => row.created_at <= now)).toBe(true);
    const finished = new Set(firstTeam.filter((match) => match.status === 'finished').map((match) => match.highlights_video_id));
    for (const row of data.videoItems.filter((entry) => entry.category_slug === 'highlights')) expect(finished.has(row.entry_id)).toBe(true);
  });
});
