import { type Lineup, type LineupPlayer, type LiveMatchUpdate, type MatchEvent, type MatchStats, type MatchWhistle, matchdayMessages } from '@club/api-client';
import { type Clock, systemTime } from '@club/clock';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import { sameLondonDate } from '../../shared/london-time';
import {
  type WhistleUndo,
  clockKickOffAtMs,
  clockKickOffMs,
  eventDueMs,
  firstHalfEndsAfterMin,
  fullTimeMs,
  matchPhase,
  secondHalfStartsAfterMin,
  whistleStackOf,
} from '../matches/match-clock';
import {
  ensureManualPlan,
  finishMatch,
  makePlanManual,
  openCentre,
  removeCentreIfUnchanged,
  reopenMatch,
  setScore,
  setWhistleStack,
  startMatch,
  unstartMatch,
  updateCentreIfUnchanged,
} from '../matches/live-state';
import { scoreFromEvents } from '../matches/seed/timeline';
import { NotFoundError, type MatchesService } from '../matches/service';
import { recordAudit } from '../studio/audit';
import type { JobQueue } from '../../infra/jobs/queue';
import { type GoalClipPayload, addGoalClipJobs } from '../videos/goal-clips';
import { addMatchClubTvItems, removeMatchClubTvItems } from '../videos/match-highlights';
import { type LiveChange, announce } from './announce';
import type { LiveBus } from './bus';
import { clubTvItemsAtFullTime, goalClipAfterSeconds, goalClipBeforeSeconds } from './club-tv';
import { createLiveCommentary, writeDemoCommentary } from './commentary';
import type { LiveRecords, LiveRepo } from './repo';
import { liveUpdateOf } from './stream';

const minuteMs = 60_000;

/** 409: the match is not in a state this change applies to ('This match is not live'). */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 400 with a sentence a match-day editor can act on. */
export class InvalidEventError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** Thrown inside a transaction when a conditional update finds the row changed: roll back, re-read. */
class LostRace extends Error {}

type Lineups = { home: Lineup; away: Lineup };
type Whistle = Exclude<LiveChange['kind'], 'event' | 'correction' | 'lineups' | 'whistle-undo' | 'commentary'>;
/**
 * One change of a match. `clock`: a new instant for the match clock to count from (a whistle staff blew),
 * written with the change; `remove`: the index of the event a correction takes out.
 */
type EngineStep = { kind: Whistle; atMs: number } | { kind: 'event'; event: MatchEvent; atMs: number };
type Step = (EngineStep | { kind: 'correction'; index: number; atMs: number }) & { clock?: string };

/** Who made a change in the studio, for its audit row. */
export interface LiveActor {
  sub: string;
  email: string;
}

/** Writes a change's audit row in the change's own transaction, with the events before and after. */
type AuditHook = (trx: Transaction<DB>, events: { before: MatchEvent[]; after: MatchEvent[] }) => Promise<void>;

/** The same event (the console names the one it means by its whole content). */
export function sameEvent(a: MatchEvent, b: MatchEvent): boolean {
  const player = (p: LineupPlayer | null) => (p ? `${p.shirtNumber}:${p.name}` : '');
  const key = (e: MatchEvent) => [e.minute, e.addedTime ?? 0, e.type, e.side, player(e.player), player(e.playerOff), player(e.assist)].join('|');
  return key(a) === key(b);
}

/** The stats of a match nobody has played yet (a plan made by staff has no figures to scale). */
export const zeroStats: MatchStats = {
  possession: { home: 50, away: 50 },
  shots: { home: 0, away: 0 },
  shotsOnTarget: { home: 0, away: 0 },
  corners: { home: 0, away: 0 },
  fouls: { home: 0, away: 0 },
  offsides: { home: 0, away: 0 },
};

/**
 * Stats while live: the plan's full-time figures scaled by the share of the match played, never fewer
 * shots on target than goals (nor shots than shots on target), so they always agree with the events.
 */
export function liveStats(final: MatchStats, fraction: number, events: readonly MatchEvent[]): MatchStats {
  const f = Math.max(0, Math.min(1, fraction));
  const scale = (pair: { home: number; away: number }) => ({ home: Math.round(pair.home * f), away: Math.round(pair.away * f) });
  const goals = { home: 0, away: 0 };
  for (const event of events) if (event.type === 'goal' || event.type === 'penalty') goals[event.side] += 1;
  const onTarget = scale(final.shotsOnTarget);
  const shotsOnTarget = { home: Math.max(onTarget.home, goals.home), away: Math.max(onTarget.away, goals.away) };
  const scaledShots = scale(final.shots);
  return {
    possession: final.possession,
    shots: { home: Math.max(scaledShots.home, shotsOnTarget.home), away: Math.max(scaledShots.away, shotsOnTarget.away) },
    shotsOnTarget,
    corners: scale(final.corners),
    fouls: scale(final.fouls),
    offsides: scale(final.offsides),
  };
}

/** Where an event goes in a match's list: after every event of the same or an earlier minute. */
export function insertInMatchOrder(events: readonly MatchEvent[], event: MatchEvent): MatchEvent[] {
  const key = eventDueMs(0, event);
  let index = events.length;
  while (index > 0 && eventDueMs(0, events[index - 1] as MatchEvent) > key) index -= 1;
  return [...events.slice(0, index), event, ...events.slice(index)];
}

/**
 * The next change a match is due at `nowMs`, or null. Changes come in the order they happen: kick-off,
 * then planned events (simulation only) and the whistles by their instants, then a minute tick.
 */
export function nextStep(records: LiveRecords, nowMs: number, simulate: boolean): EngineStep | null {
  const { match, centre, plan } = records;
  // Simulation off (DEMO_LIVE_MATCH=0): simulated matches stay as they are; people-driven ones keep their clock.
  if (!simulate && plan?.source !== 'manual') return null;
  const kickOffMs = clockKickOffMs(records);
  // A match made in the studio kicks off at staff's whistle only (its line-ups give it a plan before then).
  if (match.status === 'scheduled') return match.origin !== 'studio' && nowMs >= kickOffMs ? { kind: 'kick-off', atMs: kickOffMs } : null;
  if (match.status !== 'live' || !centre) return null;

  const candidates: EngineStep[] = [];
  if (plan?.source === 'simulation') {
    const planned = JSON.parse(plan.events) as MatchEvent[];
    const recorded = (JSON.parse(centre.events) as MatchEvent[]).length;
    const next = planned[recorded];
    if (next) {
      const due = eventDueMs(kickOffMs, next);
      if (due <= nowMs) candidates.push({ kind: 'event', event: next, atMs: due });
    }
  }
  const halfTimeMs = kickOffMs + firstHalfEndsAfterMin * minuteMs;
  const secondHalfMs = kickOffMs + secondHalfStartsAfterMin * minuteMs;
  if (centre.live_period === 'first-half' && nowMs >= halfTimeMs) candidates.push({ kind: 'half-time', atMs: halfTimeMs });
  else if (centre.live_period !== 'second-half' && nowMs >= secondHalfMs) candidates.push({ kind: 'second-half', atMs: secondHalfMs });
  const endMs = fullTimeMs(kickOffMs);
  if (nowMs >= endMs) candidates.push({ kind: 'full-time', atMs: endMs });
  if (candidates.length > 0) {
    // At one instant a whistle comes before the event it opens the half for, and full time last.
    const rank = { 'half-time': 0, 'second-half': 0, event: 1, correction: 1, 'full-time': 2, 'kick-off': 0, tick: 3 } as const;
    candidates.sort((a, b) => a.atMs - b.atMs || rank[a.kind] - rank[b.kind]);
    return candidates[0] as EngineStep;
  }

  const phase = matchPhase(kickOffMs, nowMs);
  if (phase.status !== 'live') return null;
  const minuteStartMs = kickOffMs + Math.floor((nowMs - kickOffMs) / minuteMs) * minuteMs;
  const updatedMs = centre.live_updated_at ? Date.parse(centre.live_updated_at) : Number.NEGATIVE_INFINITY;
  if (phase.minute !== centre.live_minute || phase.period !== centre.live_period || updatedMs < minuteStartMs) {
    return { kind: 'tick', atMs: nowMs };
  }
  return null;
}

export interface LiveServiceOptions {
  db: Kysely<DB>;
  /** The live module's one repository (its engine and stream read through it too). */
  repo: LiveRepo;
  matches: MatchesService;
  bus: LiveBus;
  clock: Clock;
  /** Where the goal clips' jobs go at full time (issue 31); without it, no clips. */
  jobs?: JobQueue;
}

/**
 * The one path that changes a live match: the engine's steps (kick-off, planned events, whistles,
 * minutes, full time) and events recorded by people go through here, each in a transaction whose
 * updates are conditional on the state it read, so two platform instances never record a change twice.
 * Every change is published on the bus after it commits.
 */
export function createLiveService({ db, repo, matches, bus, clock, jobs }: LiveServiceOptions) {
  // As the matches service reads it (streamKickOff): the live video's clock is real time, the match
  // clock the platform's, and the two run at the same rate.
  const streamClockAheadMs = systemTime().getTime() - clock.nowMs();

  /** Applies one step, or returns false when another instance (or a person) changed the match first. */
  async function apply(records: LiveRecords, step: Step, audit?: AuditHook): Promise<boolean> {
    const { match, centre, plan } = records;
    const kickOffMs = step.clock ? Date.parse(step.clock) : clockKickOffMs(records);
    const nowIso = clock.now().toISOString();
    const phase = matchPhase(kickOffMs, step.atMs);
    const live = phase.status === 'live' ? { live_minute: phase.minute, live_period: phase.period } : {};
    const finalStats = plan ? (JSON.parse(plan.stats) as MatchStats) : null;
    const fraction = Math.min(1, Math.max(0, (step.atMs - kickOffMs) / (fullTimeMs(kickOffMs) - kickOffMs)));
    // Read before the transaction, so each transaction starts with its conditional write (SQLite takes the
    // write lock at once instead of upgrading a read).
    const events = JSON.parse(centre?.events ?? '[]') as MatchEvent[];
    const items = step.kind === 'full-time' ? clubTvItemsAtFullTime(await repo.clubNames(), match, scoreFromEvents(events), step.atMs, events) : undefined;
    const names = step.kind === 'event' && plan?.source === 'simulation' && !audit ? (await repo.clubNames()).names : undefined;
    const demoSides = names ? { home: names.get(match.home_club) ?? match.home_club, away: names.get(match.away_club) ?? match.away_club } : undefined;
    try {
      await db.transaction().execute(async (trx) => {
        if (step.kind === 'kick-off') {
          if (!plan) throw new LostRace();
          if (!(await startMatch(trx, match.id))) throw new LostRace();
          await openCentre(trx, {
            match_id: match.id,
            lineups: plan.lineups,
            events: '[]',
            stats: JSON.stringify(finalStats ? liveStats(finalStats, fraction, []) : zeroStats),
            live_minute: phase.status === 'live' ? phase.minute : 1,
            live_period: phase.status === 'live' ? phase.period : 'first-half',
            live_updated_at: nowIso,
            clock_kick_off: step.clock ?? null,
          });
          await audit?.(trx, { before: [], after: [] });
          return;
        }
        if (!centre) throw new LostRace();
        if (step.kind === 'full-time' && items) {
          const score = scoreFromEvents(events);
          if (!(await finishMatch(trx, match.id, score, items.highlightsId))) throw new LostRace();
          const ended = await updateCentreIfUnchanged(trx, centre, 'live_updated_at', {
            stats: finalStats ? JSON.stringify(finalStats) : centre.stats,
            live_minute: null,
            live_period: null,
            live_updated_at: null,
          });
          if (!ended) throw new LostRace();
          await addMatchClubTvItems(trx, items.rows);
          // Each goal's clip: cut from the recording by the worker, its item added when its video is.
          // Each goal is placed on the stream's clock by the match clock in force when it was scored.
          if (jobs && items.highlightsId) {
            const highlightsId = items.highlightsId;
            const clips = items.clips.map((clip): GoalClipPayload => {
              const goalAtMs = clockKickOffAtMs(records, clip.momentMs) + streamClockAheadMs + clip.momentMs;
              return {
                matchId: match.id,
                row: clip.row,
                highlightsId,
                fromMs: goalAtMs - goalClipBeforeSeconds * 1000,
                toMs: goalAtMs + goalClipAfterSeconds * 1000,
              };
            });
            await addGoalClipJobs(trx, jobs, clips);
          }
          await audit?.(trx, { before: events, after: events });
          return;
        }
        const nextEvents =
          step.kind === 'event'
            ? insertInMatchOrder(events, step.event)
            : step.kind === 'correction'
              ? events.filter((_, index) => index !== step.index)
              : events;
        const updated = await updateCentreIfUnchanged(trx, centre, 'live_updated_at', {
          events: JSON.stringify(nextEvents),
          ...(finalStats ? { stats: JSON.stringify(liveStats(finalStats, fraction, nextEvents)) } : {}),
          ...live,
          live_updated_at: nowIso,
          ...(step.clock ? { clock_kick_off: step.clock } : {}),
        });
        if (!updated) throw new LostRace();
        await audit?.(trx, { before: events, after: nextEvents });
        // The demo match says a few words for its moments; staff's matches have staff's words.
        if (step.kind === 'event' && demoSides) await writeDemoCommentary(trx, match.id, demoSides, step.event, nowIso);
        if (step.kind === 'event' || step.kind === 'correction') {
          const score = scoreFromEvents(nextEvents);
          await setScore(trx, match.id, score);
        }
      });
      if (step.kind === 'full-time') jobs?.poke();
      return true;
    } catch (error) {
      if (error instanceof LostRace) return false;
      throw error;
    }
  }

  /** The audit row of an event recorded or removed by staff: the events before and after, in the change's transaction. */
  const auditOf =
    (actor: LiveActor, action: string, matchId: number): AuditHook =>
    async (trx, events) => {
      await recordAudit(trx, {
        actor,
        action,
        entity: 'match',
        entityId: String(matchId),
        before: { events: events.before, score: scoreFromEvents(events.before) },
        after: { events: events.after, score: scoreFromEvents(events.after) },
        at: clock.now().toISOString(),
      });
    };

  /** Reads the match as GET /api/matches/:id does and tells every stream. */
  async function publish(matchId: number, change: LiveChange): Promise<LiveMatchUpdate> {
    const centre = await matches.match(matchId);
    const announcement = announce(centre.match, change);
    await bus.publish({ matchId, announcement });
    return liveUpdateOf(centre, announcement);
  }

  /** Finds the player in a line-up by shirt number and name, as the line-up has them (opponents have no ids). */
  function findPlayer(lineup: Lineup, player: LineupPlayer | null, what: string): LineupPlayer {
    if (!player) throw new InvalidEventError(`Say who the ${what} is.`);
    const found = [...lineup.startingXI, ...lineup.substitutes].find(
      (candidate) => candidate.shirtNumber === player.shirtNumber && candidate.name === player.name,
    );
    if (!found) throw new InvalidEventError(`${player.name} (${player.shirtNumber}) is not in that side's line-up.`);
    return found;
  }

  const commentary = createLiveCommentary({ db, clock, publish: (matchId, line) => publish(matchId, { kind: 'commentary', line }) });

  return {
    ...commentary,

    /**
     * Brings one match up to the clock, one change at a time (each its own transaction and message).
     * `simulate` false (DEMO_LIVE_MATCH=0): only matches whose plan is 'manual' move (their clock, no events).
     * Returns how many changes this call applied.
     */
    async advance(matchId: number, simulate: boolean): Promise<number> {
      let applied = 0;
      // A match catching up after downtime has at most ~40 events, 3 whistles and a tick.
      for (let guard = 0; guard < 100; guard++) {
        const records = await repo.load(matchId);
        if (!records) return applied;
        const step = nextStep(records, clock.nowMs(), simulate);
        if (!step) return applied;
        if (!(await apply(records, step))) return applied;
        applied += 1;
        await publish(matchId, step.kind === 'event' ? { kind: 'event', event: step.event } : { kind: step.kind });
      }
      return applied;
    },

    /**
     * An event recorded by a person (the studio's match-day console, or a feed): the match must be live,
     * the players in that side's line-up (the scorer of an own goal in the other side's). From then on
     * the match's plan is 'manual': the simulation adds no events of its own, only the clock moves on.
     */
    async recordEvent(matchId: number, input: MatchEvent, actor?: LiveActor): Promise<LiveMatchUpdate> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const records = await repo.load(matchId);
        if (!records) throw new NotFoundError(`There is no match ${matchId}.`);
        const { match, centre } = records;
        if (match.status !== 'live' || !centre) throw new ConflictError('This match is not live');
        const lineups = JSON.parse(centre.lineups) as Lineups | null;
        if (!lineups) throw new InvalidEventError('This match has no line-ups yet.');
        const own = lineups[input.side];
        const playerSide = input.type === 'own-goal' ? lineups[input.side === 'home' ? 'away' : 'home'] : own;
        const event: MatchEvent = {
          minute: input.minute,
          addedTime: input.addedTime && input.addedTime > 0 ? input.addedTime : null,
          type: input.type,
          side: input.side,
          player: findPlayer(playerSide, input.player, input.type === 'substitution' ? 'player coming on' : 'player'),
          playerOff: input.type === 'substitution' ? findPlayer(own, input.playerOff, 'player going off') : null,
          assist: input.assist && input.type !== 'own-goal' ? findPlayer(own, input.assist, 'assist') : null,
        };
        if (event.addedTime !== null && event.minute !== 45 && event.minute !== 90) {
          throw new InvalidEventError('Added time follows minute 45 or minute 90.');
        }
        await makePlanManual(db, matchId);
        const kickOffMs = clockKickOffMs(records);
        const ok = await apply(
          { ...records, plan: records.plan ? { ...records.plan, source: 'manual' } : undefined },
          { kind: 'event', event, atMs: Math.max(clock.nowMs(), kickOffMs) },
          actor ? auditOf(actor, 'match.event.record', matchId) : undefined,
        );
        if (ok) return publish(matchId, { kind: 'event', event });
      }
      throw new ConflictError('The match changed while recording; try again.');
    },

    /**
     * Staff take back an event of a live match (the console's undo, or a chosen event): the one at
     * `index`, which must still be the event they saw (409 otherwise, nothing removed). The match becomes
     * manual, so the simulation does not play the event again; the score follows the events left.
     */
    async removeEvent(matchId: number, index: number, seen: MatchEvent, actor: LiveActor): Promise<LiveMatchUpdate> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const records = await repo.load(matchId);
        if (!records) throw new NotFoundError(`There is no match ${matchId}.`);
        const { match, centre } = records;
        if (match.status !== 'live' || !centre) throw new ConflictError(matchdayMessages.notLive);
        const events = JSON.parse(centre.events) as MatchEvent[];
        const event = events[index];
        if (!event || !sameEvent(event, seen)) throw new ConflictError(matchdayMessages.eventGone);
        await makePlanManual(db, matchId);
        const ok = await apply(
          { ...records, plan: records.plan ? { ...records.plan, source: 'manual' } : undefined },
          { kind: 'correction', index, atMs: Math.max(clock.nowMs(), clockKickOffMs(records)) },
          auditOf(actor, 'match.event.remove', matchId),
        );
        if (ok) return publish(matchId, { kind: 'correction', event });
      }
      throw new ConflictError('The match changed while correcting it; try again.');
    },

    /**
     * A whistle staff blew: kick-off (a match due today), half-time (in the first half), the second half
     * (at half-time) or full time (in the second half); 409 otherwise. The match clock then counts from
     * the instant that makes it agree (clock_kick_off), and the match is manual from then on.
     */
    async whistle(matchId: number, kind: MatchWhistle, actor: LiveActor): Promise<LiveMatchUpdate> {
      for (let attempt = 0; attempt < 5; attempt++) {
        let records = await repo.load(matchId);
        if (!records) throw new NotFoundError(`There is no match ${matchId}.`);
        const nowMs = clock.nowMs();
        const { match, centre } = records;
        const period = match.status === 'live' ? centre?.live_period : undefined;
        const offsetMin = { 'kick-off': 0, 'half-time': firstHalfEndsAfterMin, 'second-half': secondHalfStartsAfterMin, 'full-time': fullTimeMs(0) / minuteMs }[kind];
        switch (kind) {
          case 'kick-off':
            if (match.status !== 'scheduled') throw new ConflictError('This match has already kicked off.');
            if (!sameLondonDate(match.kick_off, new Date(nowMs))) {
              throw new ConflictError(matchdayMessages.kickOffNotToday);
            }
            break;
          case 'half-time':
            if (period !== 'first-half') throw new ConflictError('Half-time comes at the end of the first half, and the first half is not being played.');
            break;
          case 'second-half':
            if (period !== 'half-time') throw new ConflictError('The second half starts from half-time, and it is not half-time.');
            break;
          case 'full-time':
            if (period !== 'second-half') throw new ConflictError('Full time comes at the end of the second half, and the second half is not being played.');
            break;
          default:
            return kind satisfies never;
        }
        // A match without a plan (one the studio created) gets a manual one: no line-ups yet, no events.
        await ensureManualPlan(db, { match_id: matchId, lineups: 'null', events: '[]', stats: JSON.stringify(zeroStats), source: 'manual' });
        records = await repo.load(matchId);
        if (!records) throw new NotFoundError(`There is no match ${matchId}.`);
        const before = { status: match.status, period: period ?? null };
        const undo: WhistleUndo = {
          kind,
          at: new Date(nowMs).toISOString(),
          clock: records.centre?.clock_kick_off ?? null,
          stats: kind === 'full-time' ? (records.centre?.stats ?? null) : null,
          highlights: kind === 'full-time' ? records.match.highlights_video_id : null,
        };
        const stack = kind === 'kick-off' ? [] : whistleStackOf(records.centre?.whistle_undo);
        const ok = await apply(records, { kind, atMs: nowMs, clock: new Date(nowMs - offsetMin * minuteMs).toISOString() }, async (trx) => {
          await setWhistleStack(trx, matchId, JSON.stringify([...stack, undo]));
          await recordAudit(trx, {
            actor,
            action: `match.${kind}`,
            entity: 'match',
            entityId: String(matchId),
            before,
            after: { status: kind === 'full-time' ? 'finished' : 'live', period: kind === 'kick-off' ? 'first-half' : kind === 'full-time' ? null : kind },
            at: new Date(nowMs).toISOString(),
          });
        });
        if (ok) return publish(matchId, { kind });
      }
      throw new ConflictError('The match changed while recording; try again.');
    },

    /**
     * Staff take back the last whistle they blew (the console's undo), through the same path as every
     * change: `kind` is the whistle the console saw last (409 when the match has moved on, or that
     * whistle was not staff's). Kick-off (before any event; for a seeded match, before its scheduled time)
     * makes the match a fixture again; half-time and the second half go back to the period before, the match clock
     * counting on from where it was; full time makes the result live again (its Club TV items of that
     * whistle go). Audited; every open page hears it.
     */
    async undoWhistle(matchId: number, kind: MatchWhistle, actor: LiveActor): Promise<LiveMatchUpdate> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const records = await repo.load(matchId);
        if (!records) throw new NotFoundError(`There is no match ${matchId}.`);
        const { match, centre } = records;
        const stack = whistleStackOf(centre?.whistle_undo);
        const last = stack.at(-1);
        const period = match.status === 'live' ? centre?.live_period : undefined;
        const expected = { 'kick-off': 'first-half', 'half-time': 'half-time', 'second-half': 'second-half', 'full-time': undefined }[kind];
        const inState = kind === 'full-time' ? match.status === 'finished' : match.status === 'live' && period === expected;
        if (!centre || !last || last.kind !== kind || !inState) throw new ConflictError(matchdayMessages.whistleGone);
        const events = JSON.parse(centre.events) as MatchEvent[];
        if (kind === 'kick-off' && events.length > 0) throw new ConflictError(matchdayMessages.kickOffHasEvents);
        const nowMs = clock.nowMs();
        // The engine kicks a seeded match off at its time: back before it, the match would start again at once.
        if (kind === 'kick-off' && match.origin !== 'studio' && Date.parse(match.kick_off) <= nowMs) throw new ConflictError(matchdayMessages.kickOffUndoDue);
        const nowIso = new Date(nowMs).toISOString();
        // The period the match goes back to, and a clock that has it there now: the one from before the
        // whistle when it still does (the half played on), else the nearest instant of that period.
        const target = ({ 'kick-off': null, 'half-time': 'first-half', 'second-half': 'half-time', 'full-time': 'second-half' } as const)[kind];
        const before = last.clock ?? match.kick_off;
        const latestMin = { 'first-half': 45, 'half-time': firstHalfEndsAfterMin, 'second-half': fullTimeMs(0) / minuteMs - 5 } as const;
        const restored =
          target === null
            ? null
            : (() => {
                const phase = matchPhase(Date.parse(before), nowMs);
                return phase.status === 'live' && phase.period === target ? before : new Date(nowMs - latestMin[target] * minuteMs).toISOString();
              })();
        const phase = restored ? matchPhase(Date.parse(restored), nowMs) : null;
        const items =
          kind === 'full-time'
            ? clubTvItemsAtFullTime(await repo.clubNames(), match, { home: match.home_score ?? 0, away: match.away_score ?? 0 }, Date.parse(last.at), JSON.parse(centre.events) as MatchEvent[])
            : undefined;
        try {
          await db.transaction().execute(async (trx) => {
            if (kind === 'kick-off') {
              if (!(await unstartMatch(trx, matchId))) throw new LostRace();
              if (!(await removeCentreIfUnchanged(trx, matchId, centre.events))) throw new LostRace();
            } else {
              if (kind === 'full-time') {
                if (!(await reopenMatch(trx, matchId, last.highlights))) throw new LostRace();
                // The goal clips too: a clip's job still waiting finds its whistle gone and adds nothing.
                const ids = [...(items?.rows ?? []), ...(items?.clips.map((clip) => clip.row) ?? [])].map((row) => row.entry_id);
                await removeMatchClubTvItems(trx, ids, last.at);
              }
              const live = phase?.status === 'live' ? { live_minute: phase.minute, live_period: phase.period } : {};
              const updated = await updateCentreIfUnchanged(trx, centre, 'whistle_undo', {
                ...live,
                clock_kick_off: restored,
                live_updated_at: nowIso,
                whistle_undo: stack.length > 1 ? JSON.stringify(stack.slice(0, -1)) : null,
                ...(kind === 'full-time' && last.stats ? { stats: last.stats } : {}),
              });
              if (!updated) throw new LostRace();
            }
            await recordAudit(trx, {
              actor,
              action: `match.${kind}.undo`,
              entity: 'match',
              entityId: String(matchId),
              before: { status: match.status, period: period ?? null },
              after: { status: kind === 'kick-off' ? 'scheduled' : 'live', period: target },
              at: nowIso,
            });
          });
        } catch (error) {
          if (error instanceof LostRace) continue;
          throw error;
        }
        return publish(matchId, { kind: 'whistle-undo', whistle: kind });
      }
      throw new ConflictError('The match changed while correcting it; try again.');
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
