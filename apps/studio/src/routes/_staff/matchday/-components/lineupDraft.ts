import {
  type Lineup,
  type LineupFormation,
  type LineupRole,
  type StudioLineupSide,
  type StudioLineups,
  type StudioSquadPlayer,
  formationSlots,
  lineupFormations,
} from '@club/api-client';

/**
 * The line-up editor's form state, and the one step from it to what the platform takes. A row is a
 * player of the club's squad (`playerId`) or, for the opponents, a typed number and name.
 */
export interface RowDraft {
  playerId: string;
  name: string;
  shirt: string;
  position: LineupRole;
}

export interface SideDraft {
  formation: LineupFormation;
  /** The eleven places of the formation, in its order. */
  starters: RowDraft[];
  substitutes: RowDraft[];
  /** The index of the captain among the starters, '' for none. */
  captain: string;
}

const emptyRow = (position: LineupRole): RowDraft => ({ playerId: '', name: '', shirt: '', position });

export const newSubstitute = (): RowDraft => emptyRow('Midfielder');

const isFormation = (value: string): value is LineupFormation => (lineupFormations as readonly string[]).includes(value);

/** A side's form from its saved line-up, or an empty 4-3-3. */
export function sideDraftOf(lineup: Lineup | undefined): SideDraft {
  const formation = lineup && isFormation(lineup.formation) ? lineup.formation : '4-3-3';
  const slots = formationSlots(formation);
  const row = (player: Lineup['startingXI'][number]): RowDraft => ({
    playerId: player.playerId ?? '',
    name: player.name,
    shirt: String(player.shirtNumber),
    position: player.position,
  });
  const starters = slots.map((slot, index) => {
    const player = lineup?.startingXI[index];
    return player ? { ...row(player), position: slot.role } : emptyRow(slot.role);
  });
  const captain = lineup?.startingXI.findIndex((player) => player.captain) ?? -1;
  return { formation, starters, substitutes: lineup?.substitutes.map(row) ?? [], captain: captain >= 0 ? String(captain) : '' };
}

/** The starters keep their places (by order) when the formation changes; each place takes its new role. */
export function withFormation(draft: SideDraft, formation: LineupFormation): SideDraft {
  const slots = formationSlots(formation);
  return { ...draft, formation, starters: slots.map((slot, index) => ({ ...(draft.starters[index] ?? emptyRow(slot.role)), position: slot.role })) };
}

export function draftsOf(data: StudioLineups): { home: SideDraft; away: SideDraft } {
  return { home: sideDraftOf(data.lineups?.home), away: sideDraftOf(data.lineups?.away) };
}

/**
 * A side as the platform takes it, or the sentence that says which place is still empty. The club's
 * players come from the squad (its names and numbers); the opponents' as typed.
 */
export function sideOf(draft: SideDraft, ours: boolean, squad: readonly StudioSquadPlayer[]): StudioLineupSide | string {
  const slots = formationSlots(draft.formation);
  const player = (row: RowDraft, place: string, position: LineupRole, captain: boolean) => {
    if (ours) {
      const found = squad.find((candidate) => candidate.playerId === row.playerId);
      if (!found) return `Choose a player for ${place}.`;
      return { playerId: found.playerId, name: found.name, shirtNumber: found.shirtNumber, position, captain };
    }
    const shirt = Number(row.shirt);
    if (row.name.trim() === '') return `Give the name of ${place}.`;
    if (!/^\d{1,2}$/.test(row.shirt.trim()) || shirt < 1) return `Give ${row.name.trim()}'s shirt number, 1 to 99.`;
    return { playerId: null, name: row.name.trim(), shirtNumber: shirt, position, captain };
  };
  const startingXI = [];
  for (const [index, slot] of slots.entries()) {
    const entry = player(draft.starters[index] ?? emptyRow(slot.role), `the ${slot.label.toLowerCase()} place`, slot.role, draft.captain === String(index));
    if (typeof entry === 'string') return entry;
    startingXI.push(entry);
  }
  const substitutes = [];
  for (const [index, row] of draft.substitutes.entries()) {
    const found = ours ? squad.find((candidate) => candidate.playerId === row.playerId) : undefined;
    const entry = player(row, `substitute ${index + 1}`, found?.position ?? row.position, false);
    if (typeof entry === 'string') return entry;
    substitutes.push(entry);
  }
  return { formation: draft.formation, startingXI, substitutes };
}
