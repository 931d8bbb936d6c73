import { type LiveMatchUpdate, type MatchEvent, commentaryMessages } from '@club/api-client';
import type { Clock } from '@club/clock';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import { sameLondonDate } from '../../shared/london-time';
import { type CommentaryRow, addCommentaryLine, findCommentaryLine, removeCommentaryLine, updateCommentaryLine } from '../matches/commentary';
import { NotFoundError } from '../matches/service';
import { recordAudit } from '../studio/audit';
import type { LiveActor } from './service';

/** A line as staff send it (api-client's `studioCommentaryBodySchema`, parsed), and as it is read out. */
export interface CommentaryInput {
  minute: number;
  addedTime: number | null;
  text: string;
}

/** What a commentary change publishes: the match's new state, with the sentence read out (null: none). */
export type PublishCommentary = (matchId: number, line: CommentaryInput | null) => Promise<LiveMatchUpdate>;

/** The two sides' names. */
export interface Sides {
  home: string;
  away: string;
}

/**
 * The demo match's own line for one of its moments (issue 31: the demo has commentary too), or null for
 * a moment it leaves to the timeline. Names come from the event; the sides' names from the match.
 */
export function demoCommentaryText(sides: Sides, event: MatchEvent): string | null {
  const team = sides[event.side];
  switch (event.type) {
    case 'goal':
      return event.assist
        ? `Goal! ${event.assist.name} picks out ${event.player.name}, who finishes for ${team}.`
        : `Goal! ${event.player.name} finds the corner for ${team}.`;
    case 'penalty':
      return `Goal! ${event.player.name} sends the keeper the wrong way from the spot for ${team}.`;
    case 'own-goal':
      return `Own goal: the ball goes in off ${event.player.name}, and it counts for ${team}.`;
    case 'red':
      return `Red card! ${event.player.name} is sent off, and ${team} are down to ten.`;
    case 'substitution':
      return event.playerOff ? `Change for ${team}: ${event.player.name} comes on for ${event.playerOff.name}.` : null;
    case 'yellow':
      return null;
  }
  return null;
}

/** Writes the demo's line for a moment in the moment's own transaction. */
export async function writeDemoCommentary(trx: Transaction<DB>, matchId: number, sides: Sides, event: MatchEvent, at: string): Promise<void> {
  const text = demoCommentaryText(sides, event);
  if (!text) return;
  await addCommentaryLine(trx, {
    match_id: matchId,
    minute: event.minute,
    added_time: event.addedTime ?? null,
    text,
    created_at: at,
    updated_at: at,
    author_sub: null,
    author_email: null,
  });
}

/**
 * Staff's live commentary (issue 31): a line at a minute of a match on its match day (live, or kicking off
 * or played today), changed or removed only by whoever wrote it. Each change is one transaction with its
 * audit row; after it commits the match's new state goes out on the live bus like any change, so every
 * open match centre (on any instance) has the line within the stream's latency.
 */
export function createLiveCommentary({ db, clock, publish }: { db: Kysely<DB>; clock: Clock; publish: PublishCommentary }) {
  /** 404 for no such match; 409 when it is not match day for it. */
  async function onMatchDay(matchId: number): Promise<void> {
    const match = await db.selectFrom('match').select(['status', 'kick_off']).where('id', '=', matchId).executeTakeFirst();
    if (!match) throw new NotFoundError(`There is no match ${matchId}.`);
    const onTheDay = match.status !== 'postponed' && sameLondonDate(match.kick_off, clock.now());
    if (match.status !== 'live' && !onTheDay) throw new HttpError(409, commentaryMessages.notMatchDay);
  }

  /** The line, which `author` wrote (404 gone, 403 someone else's): who writes a line is kept on it, so only they change it. */
  async function ownLine(matchId: number, lineId: number, author: LiveActor) {
    const line = await findCommentaryLine(db, matchId, lineId);
    if (!line) throw new NotFoundError(commentaryMessages.gone);
    if (line.author_sub !== author.sub) throw new HttpError(403, commentaryMessages.notYours);
    return line;
  }

  /** A change's audit row, in the change's transaction: the line before and after it (null: none). */
  const audited = (trx: Transaction<DB>, author: LiveActor, action: string, matchId: number, before: unknown, after: unknown, at: string) =>
    recordAudit(trx, { actor: author, action, entity: 'match', entityId: String(matchId), before, after, at });
  /** A line as it was, for the audit row of its edit or removal. */
  const lineForAudit = (line: CommentaryRow) => ({ id: Number(line.id), minute: line.minute, addedTime: line.added_time, text: line.text });

  return {
    async addCommentary(matchId: number, input: CommentaryInput, author: LiveActor): Promise<LiveMatchUpdate> {
      await onMatchDay(matchId);
      const at = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const id = await addCommentaryLine(trx, {
          match_id: matchId,
          minute: input.minute,
          added_time: input.addedTime,
          text: input.text,
          created_at: at,
          updated_at: at,
          author_sub: author.sub,
          author_email: author.email,
        });
        await audited(trx, author, 'match.commentary.add', matchId, null, { id, ...input }, at);
      });
      return publish(matchId, input);
    },

    /** Its author changes a line: the words or the minute. Not read out again (a correction is quiet). */
    async editCommentary(matchId: number, lineId: number, input: CommentaryInput, author: LiveActor): Promise<LiveMatchUpdate> {
      await onMatchDay(matchId);
      const line = await ownLine(matchId, lineId, author);
      const at = clock.now().toISOString();
      // Never the instant it was written: an edit always shows as one.
      const updatedAt = at === line.created_at ? new Date(Date.parse(at) + 1).toISOString() : at;
      await db.transaction().execute(async (trx) => {
        const changed = await updateCommentaryLine(trx, line, { minute: input.minute, added_time: input.addedTime, text: input.text, updated_at: updatedAt });
        if (!changed) throw new HttpError(409, 'That line was changed meanwhile. The list now shows it as it is.');
        await audited(trx, author, 'match.commentary.edit', matchId, lineForAudit(line), { id: lineId, ...input }, at);
      });
      return publish(matchId, null);
    },

    async removeCommentary(matchId: number, lineId: number, author: LiveActor): Promise<LiveMatchUpdate> {
      const line = await ownLine(matchId, lineId, author);
      const at = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await removeCommentaryLine(trx, matchId, lineId))) throw new NotFoundError(commentaryMessages.gone);
        await audited(trx, author, 'match.commentary.remove', matchId, lineForAudit(line), null, at);
      });
      return publish(matchId, null);
    },
  };
}
