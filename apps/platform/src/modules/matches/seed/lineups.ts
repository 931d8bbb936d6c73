import type { LineupPlayer, PlayerPosition } from '@club/api-client';
import type { Random } from '../../../shared/random';

/** A player who can be named in a match-day squad. */
export interface Candidate {
  playerId: string | null;
  name: string;
  shirtNumber: number;
  position: PlayerPosition;
  /** Lower is preferred: the first-choice players start most often. */
  rank: number;
  /** Seniority for the armband: the lowest starts as captain. */
  seniority: number;
}

export interface MatchSquad {
  formation: string;
  startingXI: LineupPlayer[];
  substitutes: LineupPlayer[];
}

const outfield: PlayerPosition[] = ['Defender', 'Midfielder', 'Forward'];

/** '4-2-3-1' → 4 defenders, 5 midfielders, 1 forward: the first line defends, the last attacks. */
export function formationShape(formation: string): Record<PlayerPosition, number> {
  const lines = formation.split('-').map(Number);
  const defenders = lines[0] ?? 4;
  const forwards = lines.length > 1 ? (lines.at(-1) ?? 2) : 0;
  const midfielders = 10 - defenders - forwards;
  return { Goalkeeper: 1, Defender: defenders, Midfielder: midfielders, Forward: forwards };
}

function toLineupPlayer(candidate: Candidate, captain: boolean): LineupPlayer {
  return {
    playerId: candidate.playerId,
    name: candidate.name,
    shirtNumber: candidate.shirtNumber,
    position: candidate.position,
    captain,
  };
}

/**
 * Picks a starting XI for the formation and a bench, favouring the better-ranked players of each
 * position. Short of a position, the gap is filled from the other outfield players.
 */
export function pickSquad(
  random: Random,
  candidates: readonly Candidate[],
  formation: string,
  substitutes: number,
): MatchSquad {
  const pool = [...candidates].sort((a, b) => a.rank - b.rank);
  const taken = new Set<Candidate>();
  const take = (from: Candidate[]): Candidate | undefined => {
    const free = from.filter((candidate) => !taken.has(candidate));
    if (free.length === 0) return undefined;
    const chosen = random.weighted(free, (candidate) => 1 / (1 + free.indexOf(candidate) * 0.8));
    taken.add(chosen);
    return chosen;
  };
  const shape = formationShape(formation);
  const starters: Candidate[] = [];
  for (const position of ['Goalkeeper', ...outfield] as const) {
    for (let i = 0; i < shape[position]; i++) {
      const chosen =
        take(pool.filter((candidate) => candidate.position === position)) ??
        take(pool.filter((candidate) => candidate.position !== 'Goalkeeper'));
      if (!chosen) throw new Error(`Not enough players for a ${formation} line-up`);
      starters.push(chosen);
    }
  }
  const bench: Candidate[] = [];
  const keeper = take(pool.filter((candidate) => candidate.position === 'Goalkeeper'));
  if (keeper) bench.push(keeper);
  while (bench.length < substitutes) {
    const chosen = take(pool.filter((candidate) => candidate.position !== 'Goalkeeper'));
    if (!chosen) break;
    bench.push(chosen);
  }
  const captain = [...starters].sort((a, b) => a.seniority - b.seniority)[0];
  return {
    formation,
    startingXI: starters.map((candidate) => toLineupPlayer(candidate, candidate === captain)),
    substitutes: bench.map((candidate) => toLineupPlayer(candidate, false)),
  };
}
