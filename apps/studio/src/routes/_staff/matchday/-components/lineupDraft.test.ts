import { type StudioSquadPlayer, studioLineupSideSchema } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { type SideDraft, newSubstitute, sideDraftOf, sideOf, withFormation } from './lineupDraft';

const squad: StudioSquadPlayer[] = [
  { playerId: 'gk', name: 'Gil Keeper', shirtNumber: 1, position: 'Goalkeeper' },
  ...Array.from({ length: 12 }, (_, index) => ({ playerId: `p${index + 2}`, name: `Player ${index + 2}`, shirtNumber: index + 2, position: 'Midfielder' as const })),
];

const filled = (): SideDraft => {
  const draft = sideDraftOf(undefined);
  return { ...draft, starters: draft.starters.map((row, index) => ({ ...row, playerId: squad[index]?.playerId ?? '' })), captain: '3' };
};

describe('sideOf', () => {
  it('should say which place is still empty', () => {
    const draft = sideDraftOf(undefined);
    expect(sideOf(draft, true, squad)).toBe('Choose a player for the goalkeeper place.');
    expect(sideOf({ ...filled(), substitutes: [newSubstitute()] }, false, squad)).toBe('Give the name of the goalkeeper place.');
  });

  it('should give the club’s side in the formation’s places, as the shared schema takes it', () => {
    const side = sideOf({ ...filled(), substitutes: [{ ...newSubstitute(), playerId: 'p12' }] }, true, squad);
    if (typeof side === 'string') throw new Error(side);
    expect(side.startingXI.map((player) => player.position)).toEqual(['Goalkeeper', 'Defender', 'Defender', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Midfielder', 'Forward', 'Forward', 'Forward']);
    expect(side.startingXI[3]).toMatchObject({ name: 'Player 4', captain: true });
    expect(side.substitutes).toEqual([{ playerId: 'p12', name: 'Player 12', shirtNumber: 12, position: 'Midfielder', captain: false }]);
    expect(studioLineupSideSchema.safeParse(side).success).toBe(true);
  });

  it('should keep the starters in their places when the formation changes, each place taking its new role', () => {
    const changed = withFormation(filled(), '3-5-2');
    expect(changed.starters.map((row) => row.playerId)).toEqual(filled().starters.map((row) => row.playerId));
    expect(changed.starters[4]?.position).toBe('Midfielder');
  });

  it('should refuse a player picked twice through the shared schema', () => {
    const twice = filled();
    twice.starters[10] = { ...twice.starters[10], playerId: 'p5' } as SideDraft['starters'][number];
    const side = sideOf(twice, true, squad);
    if (typeof side === 'string') throw new Error(side);
    const parsed = studioLineupSideSchema.safeParse(side);
    expect(parsed.error?.issues[0]?.message).toBe('Player 5 is in the line-up twice.');
  });
});
