import { describe, expect, it } from 'vitest';
import { demoWorldData } from '../../prepare-database';
import { toLondonDateTime } from '../../shared/london-time';
import { generateCatalogue } from './catalogue';
import { catalogueContent, featuresContent } from './content';

// The world of the pinned test clock: Saturday 5 December 2026, seasons 2025-26 and 2026-27.
const { world, matches: generated, videoItems: videoItemRows } = demoWorldData();
const input = {
  catalogue: catalogueContent,
  features: featuresContent,
  matches: generated.matches,
  clubSlug: 'brackwater-blues',
  clubShortName: 'Blues',
  clubNames: new Map(generated.clubs.map((club) => [club.slug, club.name])),
  world,
};

describe('generateCatalogue', () => {
  it('should generate the same catalogue on every run', () => {
    expect(generateCatalogue(input)).toEqual(generateCatalogue(input));
    expect(generateCatalogue(input)).toEqual(videoItemRows);
  });

  it('should cover both seasons, all four teams and every duration band', () => {
    expect(new Set(videoItemRows.map((row) => row.season_slug))).toEqual(new Set(['2025-26', '2026-27']));
    expect(new Set(videoItemRows.map((row) => row.team_slug))).toEqual(new Set(['first-team', 'u21', 'u18', 'women', null]));
    expect(videoItemRows.some((row) => row.duration <= 300)).toBe(true);
    expect(videoItemRows.some((row) => row.duration > 300 && row.duration <= 600)).toBe(true);
    expect(videoItemRows.some((row) => row.duration > 600)).toBe(true);
    expect(videoItemRows.some((row) => row.duration > 3599)).toBe(true);
  });

  it('should keep one edit from reshuffling other items (durations are keyed by entry id)', () => {
    const fewer = generateCatalogue({ ...input, features: featuresContent.slice(1) });
    const before = new Map(videoItemRows.map((row) => [row.entry_id, row.duration]));
    for (const row of fewer) expect(row.duration).toBe(before.get(row.entry_id));
  });

  it('should release replays after the match and never before it was created', () => {
    for (const row of videoItemRows) expect(row.release_from >= row.created_at).toBe(true);
  });

  it('should list highlights of finished first-team matches only, and full replays from noon London the day after', () => {
    const finished = new Set(generated.matches.filter((m) => m.status === 'finished').map((m) => m.highlights_video_id));
    const highlights = videoItemRows.filter((row) => row.category_slug === 'highlights');
    expect(highlights.length).toBeGreaterThan(40);
    for (const row of highlights) expect(finished.has(row.entry_id), row.entry_id).toBe(true);
    const replays = videoItemRows.filter((row) => row.category_slug === 'full-replays');
    expect(replays.length).toBeGreaterThan(5);
    for (const row of replays) {
      const date = row.entry_id.slice('replay-'.length, 'replay-'.length + 10);
      const next = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(toLondonDateTime(row.release_from)).toEqual({ date: next, time: '12:00:00' });
    }
    // Hand-written items the world has not reached yet are left out.
    for (const row of videoItemRows) expect(row.created_at <= new Date(world.nowMs).toISOString()).toBe(true);
  });
});
