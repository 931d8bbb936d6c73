import { type MatchEvent, goalEventTypes, momentAfterKickOffMs } from '@club/api-client';
import { clubConfig } from '@club/config';
import type { Insertable, Selectable } from 'kysely';
import type { MatchTable } from '../matches/db';
import type { VideoItemTable } from '../videos/db';
import { addDays } from '../../shared/demo-world';
import { londonToInstant, toLondonDateTime } from '../../shared/london-time';
import { generateCatalogue, videoThumbnailKey } from '../videos/catalogue';
import { catalogueContent } from '../videos/content';

const minuteMs = 60_000;
/**
 * A goal's clip (issue 31): 20 s before the goal's moment to 10 s after. A goal's moment is the start of
 * its minute (the match clock's, as Watch seeks to it), and a move that ends in a goal takes ten to
 * twenty seconds to build, so 20 s before has the build-up and the shot; 10 s after has the ball in the
 * net and the celebration beginning, and a clip of 30 s is what fans share.
 */
export const goalClipBeforeSeconds = 20;
export const goalClipAfterSeconds = 10;
export const goalClipSeconds = goalClipBeforeSeconds + goalClipAfterSeconds;

/** A goal's clip: its Club TV row (added when its video is ready) and the goal's moment after kick-off. */
export interface GoalClip {
  row: Insertable<VideoItemTable>;
  momentMs: number;
}

/** "Goal: Sam Carter (23') | Blues v Lanmouth Athletic": the scorer and the minute, as Club TV titles a goal's clip. */
export function goalClipTitle(event: MatchEvent, fixture: string): string {
  const minute = event.addedTime ? `${event.minute}+${event.addedTime}'` : `${event.minute}'`;
  const what = event.type === 'penalty' ? 'Penalty goal' : event.type === 'own-goal' ? 'Own goal' : 'Goal';
  return `${what}: ${event.player.name} (${minute}) | ${fixture}`;
}

/**
 * The Club TV items a match gets at its final whistle, made exactly as the videos seed makes them for
 * finished matches (`generateCatalogue`: same entry ids, titles, durations, entitlements), with the
 * release times of the streamer FAQ: highlights shortly after the final whistle (10 min; the interview
 * 30 min), the full-match replay from noon UK time the day after. `highlightsId` is the first-team
 * highlights' entry id (`highlights-<date>-<opponent>`), which the match centre links to. With the
 * match's events, each goal also gets a clip (`<highlights id>-goal-<n>`), apart from the rows: its row
 * is added by the worker's job that cuts its video from the recording (videos/goal-clips.ts), so it never
 * shows without it, and it is released as that row lands (seconds to a few minutes after the whistle).
 */
export function clubTvItemsAtFullTime(
  { clubSlug, names }: { clubSlug: string | undefined; names: Map<string, string> },
  match: Selectable<MatchTable>,
  score: { home: number; away: number },
  fullTimeAtMs: number,
  events: readonly MatchEvent[],
): { highlightsId: string | null; rows: Insertable<VideoItemTable>[]; clips: GoalClip[] } {
  if (!clubSlug) return { highlightsId: match.highlights_video_id, rows: [], clips: [] };
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
  // Issue 31: within minutes of full time every goal is a clip of its own, locked as the match's
  // highlights are, with the scorer and minute in its title (its poster is drawn from that title).
  // The fixture as the match's highlights name it ('Blues v Kingsbridge Rovers'), so the two read alike.
  const side = (slug: string) => (slug === clubSlug ? clubConfig.shortNickname : (names.get(slug) ?? slug));
  const fixture = `${side(match.home_club)} v ${side(match.away_club)}`;
  // The poster is drawn from the title and kept under its key: a key of this whistle's own, so a clip
  // made again after staff undo full time and correct the goal is not shown with the old one's poster.
  const whistle = at(fullTimeAtMs).replace(/\D/g, '');
  const goals = events.filter((event) => (goalEventTypes as readonly string[]).includes(event.type));
  const clips = highlights
    ? goals.map((event, index) => {
        const entryId = `${highlights.entry_id}-goal-${index + 1}`;
        const row = {
          ...highlights,
          entry_id: entryId,
          title: goalClipTitle(event, fixture),
          description: `${event.player.name}'s goal for ${names.get(event.side === 'home' ? match.home_club : match.away_club) ?? ''} in ${fixture}.`,
          duration: goalClipSeconds,
          thumbnail_key: videoThumbnailKey(`${entryId}-${whistle}`),
          // Released from the whistle: the worker adds its row only once its video plays.
          release_from: at(fullTimeAtMs),
        };
        return { row, momentMs: momentAfterKickOffMs(event) };
      })
    : [];
  return { highlightsId: highlights?.entry_id ?? match.highlights_video_id, rows, clips };
}
