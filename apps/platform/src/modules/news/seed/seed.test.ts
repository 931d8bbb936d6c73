import { describe, expect, it } from 'vitest';
import { demoWorldData } from '../../../prepare-database';
import { TEST_NOW } from '../../../testing/clock';
import { generateArticles } from './articles';
import { toArticleRows } from './index';

// The world of the pinned test clock: Saturday 5 December 2026, seasons 2025-26 and 2026-27.
const { world, matches: generated, articles: seededArticles } = demoWorldData();

describe('news seed', () => {
  it('should hold a few hundred articles with unique slugs', () => {
    expect(seededArticles.length).toBeGreaterThanOrEqual(250);
    const slugs = seededArticles.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('should generate the same articles every time, with no clock or Math.random', () => {
    expect(toArticleRows(generateArticles(world, generated))).toEqual(seededArticles);
  });

  it('should cover both seasons, every team and the club', () => {
    const tags = seededArticles.flatMap((row) => row.tags.split(' '));
    expect(tags).toContain('2025-26');
    expect(tags).toContain('2026-27');
    for (const category of ['first-team', 'u21', 'u18', 'women', 'club'] as const) {
      expect(seededArticles.filter((row) => row.category === category).length, category).toBeGreaterThanOrEqual(20);
    }
    for (const kind of ['match-report', 'match-preview', 'signing', 'tickets', 'community', 'player-of-the-month', 'academy']) {
      expect(seededArticles.some((row) => row.tags.startsWith(`${kind} `)), kind).toBe(true);
    }
  });

  it('should publish between the summer before the previous season and now, never in the future', () => {
    const dates = seededArticles.map((row) => row.published_at).sort();
    expect(dates[0]?.slice(0, 7)).toBe('2025-06');
    expect(dates.at(-1)! <= TEST_NOW).toBe(true);
    // The newest news is from the last few days.
    expect(Date.parse(TEST_NOW) - Date.parse(dates.at(-1)!)).toBeLessThan(4 * 86_400_000);
    expect(seededArticles.filter((row) => row.published_at.startsWith('2026-0')).length).toBeGreaterThan(30);
  });

  it('should give every article copy, an image key, an author and no unfilled placeholder', () => {
    for (const row of seededArticles) {
      expect(row.image_key).toBe(`news/${row.slug}.jpg`);
      expect(row.author.length).toBeGreaterThan(0);
      expect(row.standfirst.length, row.slug).toBeGreaterThan(20);
      expect(row.body_text.length, row.slug).toBeGreaterThan(200);
      expect(`${row.title} ${row.standfirst} ${row.body}`, row.slug).not.toMatch(/[{}]|undefined|NaN/);
      expect(row.body, row.slug).toMatch(/^<(p|h2|ul|blockquote)>/);
      expect(row.body_text, row.slug).not.toMatch(/[<>]/);
      expect(row.title.charAt(0), row.slug).toBe(row.title.charAt(0).toUpperCase());
    }
  });

  it("should hold the report of every result the match centre links to, telling that match's score", () => {
    const bySlug = new Map(seededArticles.map((row) => [row.slug, row]));
    const linked = generated.matches.filter((match) => match.report_slug);
    expect(linked.length).toBeGreaterThan(80);
    for (const match of linked) {
      const report = bySlug.get(match.report_slug ?? '');
      expect(report, match.report_slug ?? '').toBeDefined();
      expect(report?.tags.startsWith('match-report ')).toBe(true);
      expect(report?.body).toContain(`${match.home_score}-${match.away_score}`);
      expect(report!.published_at > match.kick_off).toBe(true);
    }
  });

  it('should write no report of a game not yet played', () => {
    const unplayed = generated.matches.filter((match) => match.status !== 'finished');
    const tags = seededArticles.filter((row) => row.tags.startsWith('match-report '));
    for (const match of unplayed) {
      expect(tags.some((row) => row.published_at.slice(0, 10) === match.kick_off.slice(0, 10) && row.category === match.team_slug)).toBe(false);
    }
  });

  it('should number articles in publication order', () => {
    const byId = [...seededArticles].sort((a, b) => a.id - b.id);
    expect(byId.map((row) => row.published_at)).toEqual([...byId.map((row) => row.published_at)].sort());
  });
});
