import type { Insertable } from 'kysely';
import type { MatchTable } from '../matches/db';
import type { VideoItemTable } from './db';
import { createRandom } from '../../shared/random';
import { type DemoWorld, addDays, relabelSeasons, shiftDay, shiftInstant, shiftSeasonSlug } from '../../shared/demo-world';
import { londonToInstant, toLondonDateTime } from '../../shared/london-time';
import type { catalogueContent as CatalogueContent, featuresContent as FeaturesContent } from './content';

export type VideoItemRow = Insertable<VideoItemTable>;

export interface CatalogueInput {
  catalogue: typeof CatalogueContent;
  features: typeof FeaturesContent;
  /** The matches module's generated matches (kick-off order). */
  matches: readonly Insertable<MatchTable>[];
  clubSlug: string;
  clubShortName: string;
  clubNames: ReadonlyMap<string, string>;
  /**
   * The world the hand-written items are moved onto (dates, seasons); items it has not reached yet are
   * left out. Without one (a single match's items at full time), features are taken as written.
   */
  world?: DemoWorld;
}

const hours = (instant: string, count: number): string =>
  new Date(new Date(instant).getTime() + count * 3_600_000).toISOString();

export const videoThumbnailKey = (entryId: string): string => `video/${entryId}.jpg`;

/** SPEC 9: a match pass entitlement id, the same one the packages seed sells. */
export const matchPassId = (kickOff: string, opponentSlug: string): string =>
  `match-pass-${toLondonDateTime(kickOff).date}-${opponentSlug}`;

/**
 * The Club TV catalogue, pure: match-based items from the matches module's finished results (first-team
 * highlights under the matches' own `highlights_video_id`, replays, interviews, women's and academy
 * highlights), the live match's build-up, and the hand-written items of `features.json`. Each item draws
 * its duration from its own generator keyed by its entry id, so one edit does not reshuffle the rest.
 */
export function generateCatalogue(input: CatalogueInput): VideoItemRow[] {
  const { catalogue } = input;
  const rows: VideoItemRow[] = [];
  const name = (slug: string) => input.clubNames.get(slug) ?? slug;
  const seen = new Map<string, number>();

  const teamsOf = (team: string | readonly string[]) => (typeof team === 'string' ? [team] : team);

  for (const match of input.matches) {
    const opponent = match.home_club === input.clubSlug ? match.away_club : match.home_club;
    const date = toLondonDateTime(match.kick_off).date;
    const home = match.home_club === input.clubSlug ? input.clubShortName : name(match.home_club);
    const away = match.away_club === input.clubSlug ? input.clubShortName : name(match.away_club);

    if (match.status === 'live' && match.team_slug === 'first-team') {
      const buildUp = catalogue.liveMatchBuildUp;
      const pass = matchPassId(match.kick_off, opponent);
      const entryId = `build-up-${date}-${opponent}`;
      rows.push({
        entry_id: entryId,
        title: buildUp.title.replaceAll('{home}', home).replaceAll('{away}', away),
        description: buildUp.description,
        category_slug: buildUp.category,
        team_slug: 'first-team',
        season_slug: match.season_slug,
        duration: buildUp.durationSeconds,
        entitlements: JSON.stringify(buildUp.entitlements.map((e) => (e === '{matchPass}' ? pass : e))),
        thumbnail_key: videoThumbnailKey(entryId),
        created_at: hours(match.kick_off, -buildUp.releaseHoursBeforeKickOff - 1),
        release_from: hours(match.kick_off, -buildUp.releaseHoursBeforeKickOff),
      });
    }
    if (match.status !== 'finished' || match.home_score == null || match.away_score == null) continue;
    const score = `${home} ${match.home_score}-${match.away_score} ${away}`;

    for (const [kind, rule] of Object.entries(catalogue.kinds)) {
      if (!teamsOf(rule.team).includes(match.team_slug)) continue;
      const key = `${kind}|${match.team_slug}`;
      const index = seen.get(key) ?? 0;
      seen.set(key, index + 1);
      if (index % rule.every !== 0) continue;

      let entryId: string;
      let title: string;
      let description: string;
      switch (kind) {
        case 'highlights':
          // The match centre links here: keep the matches module's id when it has one.
          entryId = match.highlights_video_id ?? `highlights-${date}-${opponent}`;
          title = `Highlights: ${score}`;
          description = `Every goal and the best of the action from ${home} v ${away}.`;
          break;
        case 'full-replay':
          entryId = `replay-${date}-${opponent}`;
          title = `Full match: ${score}`;
          description = `The whole of ${home} v ${away}, from kick-off to the final whistle.`;
          break;
        case 'interview':
          entryId = `interview-${date}-${opponent}`;
          title = `Post-match reaction: ${home} v ${away}`;
          description = `The manager's verdict after ${score}.`;
          break;
        case 'women-highlights':
          entryId = `ladies-highlights-${date}-${opponent}`;
          title = `Blues Ladies highlights: ${score}`;
          description = `The goals and chances from the women's game, ${home} v ${away}.`;
          break;
        default: {
          const team = match.team_slug === 'u21' ? 'U21s' : 'U18s';
          entryId = `${match.team_slug}-highlights-${date}-${opponent}`;
          title = `${team} highlights: ${score}`;
          description = `Academy action: the ${team} against ${name(opponent)}.`;
        }
      }
      const random = createRandom(`${catalogue.prngSeed}|${entryId}`);
      const [min, max] = rule.durationSeconds;
      const createdAt = hours(match.kick_off, 2);
      // The streamer FAQ: a full replay is available from about noon (London) the day after the match.
      const releaseFrom =
        kind === 'full-replay' ? londonToInstant(`${addDays(date, 1)} 12:00`) : hours(match.kick_off, rule.releaseHoursAfterKickOff);
      rows.push({
        entry_id: entryId,
        title,
        description,
        category_slug: rule.category,
        team_slug: match.team_slug as VideoItemRow['team_slug'],
        season_slug: match.season_slug,
        duration: random.int(min, max),
        entitlements: JSON.stringify(rule.entitlements),
        thumbnail_key: videoThumbnailKey(entryId),
        created_at: createdAt,
        release_from: releaseFrom,
      });
    }
  }

  const { world } = input;
  const nowIso = world ? new Date(world.nowMs).toISOString() : null;
  for (const item of input.features) {
    const createdAt = world ? shiftInstant(world, item.createdAt) : item.createdAt;
    if (nowIso !== null && createdAt > nowIso) continue;
    // 'press-2025-08-07-season-preview' carries its date: it moves with the item.
    const entryId = world ? item.entryId.replace(/\d{4}-\d{2}-\d{2}/, (date) => shiftDay(world, date)) : item.entryId;
    rows.push({
      entry_id: entryId,
      title: world ? relabelSeasons(world, item.title) : item.title,
      description: world ? relabelSeasons(world, item.description) : item.description,
      category_slug: item.category,
      team_slug: item.team,
      season_slug: world ? shiftSeasonSlug(world, item.season) : item.season,
      duration: item.duration,
      entitlements: JSON.stringify(item.entitlements),
      thumbnail_key: videoThumbnailKey(entryId),
      created_at: createdAt,
      release_from: world ? shiftInstant(world, item.releaseFrom) : item.releaseFrom,
    });
  }

  const ids = new Set<string>();
  for (const row of rows) {
    if (ids.has(row.entry_id)) throw new Error(`Club TV catalogue: entry id '${row.entry_id}' is used twice`);
    ids.add(row.entry_id);
  }
  return rows.sort((a, b) => a.release_from.localeCompare(b.release_from) || a.entry_id.localeCompare(b.entry_id));
}
