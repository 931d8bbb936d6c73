import type { LineupPlayer, MatchEvent, MatchStats } from '@club/api-client';
import type { MatchSquad } from './lineups';
import type { Random } from '../../../shared/random';

type Side = 'home' | 'away';
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

interface Slot {
  minute: number;
  addedTime: number | null;
  kind: 'goal' | 'substitution' | 'yellow' | 'red';
  side: Side;
}

const kindOrder: Record<Slot['kind'], number> = { substitution: 0, yellow: 1, red: 2, goal: 3 };

function randomMinute(random: Random, from: number, to: number): { minute: number; addedTime: number | null } {
  const value = random.int(from, to);
  // Minutes past 45 or 90 in a half are written as added time: 45+2, 90+4.
  if (to > 90 && value > 90) return { minute: 90, addedTime: value - 90 };
  return { minute: value, addedTime: null };
}

const scoringWeight: Record<LineupPlayer['position'], number> = { Goalkeeper: 0, Defender: 1, Midfielder: 3, Forward: 6 };

/**
 * Every event of a match, in order, from the final score: substitutions, bookings and the goals that
 * make exactly that score. Players are resolved in match order, so a scorer or a booked player is
 * always on the pitch at that minute and nobody is booked twice or comes back after a red card.
 */
export function buildTimeline(
  random: Random,
  squads: Record<Side, MatchSquad>,
  score: Record<Side, number>,
): MatchEvent[] {
  const slots: Slot[] = [];
  for (const side of ['home', 'away'] as const) {
    const changes = Math.min(3, squads[side].substitutes.filter((p) => p.position !== 'Goalkeeper').length);
    for (let i = 0; i < changes; i++) slots.push({ ...randomMinute(random, 46, 88), kind: 'substitution', side });
    const yellows = Math.min(4, random.poisson(1.6));
    for (let i = 0; i < yellows; i++) slots.push({ ...randomMinute(random, 8, 94), kind: 'yellow', side });
    if (random.chance(0.04)) slots.push({ ...randomMinute(random, 55, 89), kind: 'red', side });
    for (let i = 0; i < score[side]; i++) slots.push({ ...randomMinute(random, 1, 94), kind: 'goal', side });
  }
  slots.sort(
    (a, b) => a.minute - b.minute || (a.addedTime ?? 0) - (b.addedTime ?? 0) || kindOrder[a.kind] - kindOrder[b.kind],
  );

  const onPitch: Record<Side, LineupPlayer[]> = { home: [...squads.home.startingXI], away: [...squads.away.startingXI] };
  const bench: Record<Side, LineupPlayer[]> = { home: [...squads.home.substitutes], away: [...squads.away.substitutes] };
  const booked = new Set<LineupPlayer>();
  const events: MatchEvent[] = [];

  for (const slot of slots) {
    const base = { minute: slot.minute, addedTime: slot.addedTime, side: slot.side };
    const players = onPitch[slot.side];
    if (slot.kind === 'substitution') {
      const off = players.filter((p) => p.position !== 'Goalkeeper');
      const on = bench[slot.side].filter((p) => p.position !== 'Goalkeeper');
      if (off.length === 0 || on.length === 0) continue;
      const playerOff = random.pick(off);
      const playerOn = random.pick(on);
      players.splice(players.indexOf(playerOff), 1, playerOn);
      bench[slot.side].splice(bench[slot.side].indexOf(playerOn), 1);
      events.push({ ...base, type: 'substitution', player: playerOn, playerOff, assist: null });
    } else if (slot.kind === 'yellow' || slot.kind === 'red') {
      const candidates = players.filter((p) => !booked.has(p));
      if (candidates.length === 0) continue;
      const player = random.pick(candidates);
      booked.add(player);
      if (slot.kind === 'red') players.splice(players.indexOf(player), 1);
      events.push({ ...base, type: slot.kind, player, playerOff: null, assist: null });
    } else {
      const roll = random.next();
      if (roll < 0.05) {
        // An own goal counts for this side and is scored by a defender or midfielder of the other.
        const conceding = onPitch[other(slot.side)].filter((p) => p.position !== 'Goalkeeper');
        const player = random.weighted(conceding, (p) => (p.position === 'Forward' ? 0.5 : 2));
        events.push({ ...base, type: 'own-goal', player, playerOff: null, assist: null });
        continue;
      }
      const shooters = players.filter((p) => p.position !== 'Goalkeeper');
      const player = random.weighted(shooters, (p) => scoringWeight[p.position]);
      if (roll < 0.15) {
        events.push({ ...base, type: 'penalty', player, playerOff: null, assist: null });
        continue;
      }
      const helpers = shooters.filter((p) => p !== player);
      const assist = helpers.length > 0 && random.chance(0.7) ? random.pick(helpers) : null;
      events.push({ ...base, type: 'goal', player, playerOff: null, assist });
    }
  }
  return events;
}

/** The goals each side has from a list of events: what the score must equal. */
export function scoreFromEvents(events: readonly MatchEvent[]): Record<Side, number> {
  const score = { home: 0, away: 0 };
  for (const event of events) {
    if (event.type === 'goal' || event.type === 'penalty' || event.type === 'own-goal') score[event.side] += 1;
  }
  return score;
}

/** Match stats that agree with the events: shots on target cover the goals, shots cover those. */
export function buildStats(
  random: Random,
  events: readonly MatchEvent[],
  strength: Record<Side, number>,
  fractionPlayed: number,
): MatchStats {
  const scaled = (min: number, max: number) => Math.round(random.int(min, max) * fractionPlayed);
  const tilt = (strength.home - strength.away) / (strength.home + strength.away);
  const home = Math.max(30, Math.min(70, Math.round(50 + 40 * tilt + random.int(-6, 6))));
  const stat = (side: Side) => {
    const goals = events.filter((e) => e.side === side && (e.type === 'goal' || e.type === 'penalty')).length;
    const onTarget = goals + scaled(1, 6);
    const shots = onTarget + scaled(2, 8);
    return { goals, onTarget, shots };
  };
  const h = stat('home');
  const a = stat('away');
  return {
    possession: { home, away: 100 - home },
    shots: { home: h.shots, away: a.shots },
    shotsOnTarget: { home: h.onTarget, away: a.onTarget },
    corners: { home: scaled(1, 10), away: scaled(1, 9) },
    fouls: { home: scaled(6, 16), away: scaled(6, 16) },
    offsides: { home: scaled(0, 5), away: scaled(0, 5) },
  };
}
