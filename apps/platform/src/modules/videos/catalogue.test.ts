import { describe, expect, it } from 'vitest';
import { generated } from '../matches/seed';
import { generateCatalogue } from './catalogue';
import { catalogueContent, featuresContent } from './content';
import { videoItemRows } from './seed';

const input = {
  catalogue: catalogueContent,
  features: featuresContent,
  matches: generated.matches,
  clubSlug: 'brackwater-blues',
  clubShortName: 'Blues',
  clubNames: new Map(generated.clubs.map((club) => [club.slug, club.name])),
};

describe('generateCatalogue', () => {
  it('should generate the same catalogue on every run', () => {
    expect(generateCatalogue(input)).toEqual(generateCatalogue(input));
    expect(generateCatalogue(input)).toEqual(videoItemRows);
  });

  it('should cover both seasons, all four teams and every duration band', () => {
    expect(new Set(videoItemRows.map((row) => row.season_slug))).toEqual(new Set(['2024-25', '2025-26']));
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
});
