import { clubConfig } from '@club/config';
import type { Insertable, Selectable } from 'kysely';
import type { MatchTable } from '../matches/db';
import type { VideoItemTable } from '../videos/db';
import { addDays } from '../../shared/demo-world';
import { londonToInstant, toLondonDateTime } from '../../shared/london-time';
import { generateCatalogue } from '../videos/catalogue';
import { catalogueContent } from '../videos/content';

const minuteMs = 60_000;

/**
 * The Club TV items a match gets at its final whistle, made exactly as the videos seed makes them for
 * finished matches (`generateCatalogue`: same entry ids, titles, durations, entitlements), with the
 * release times of the streamer FAQ: highlights shortly after the final whistle (10 min; the interview
 * 30 min), the full-match replay from noon UK time the day after. `highlightsId` is the first-team
 * highlights' entry id (`highlights-<date>-<opponent>`), which the match centre links to.
 */
export function clubTvItemsAtFullTime(
  { clubSlug, names }: { clubSlug: string | undefined; names: Map<string, string> },
  match: Selectable<MatchTable>,
  score: { home: number; away: number },
  fullTimeAtMs: number,
): { highlightsId: string | null; rows: Insertable<VideoItemTable>[] } {
  if (!clubSlug) return { highlightsId: match.highlights_video_id, rows: [] };
  const generated = generateCatalogue({
    catalogue: catalogueContent,
    features: [],
    matches: [{ ...match, status: 'finished', home_score: score.home, away_score: score.away }],
    clubSlug,
    clubShortName: clubConfig.shortNickname,
    clubNames: names,
  });
  const at = (ms: number) => new Date(ms).toISOString();
  const replayFrom = londonToInstant(`${addDays(toLondonDateTime(at(fullTimeAtMs)).date, 1)} 12:00`);
  const rows = generated.map((row) => {
    const release =
      row.category_slug === 'full-replays'
        ? replayFrom
        : row.category_slug === 'interviews'
          ? at(fullTimeAtMs + 30 * minuteMs)
          : at(fullTimeAtMs + 10 * minuteMs);
    return { ...row, created_at: at(fullTimeAtMs), release_from: release };
  });
  const highlights = rows.find((row) => row.category_slug === 'highlights');
  return { highlightsId: highlights?.entry_id ?? match.highlights_video_id, rows };
}
