import type { Match } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { pickerOptions } from './ConsolePage';

const club = (name: string) => ({ slug: name.toLowerCase().replaceAll(' ', '-'), name, shortName: name, crestKey: 'crest', isClub: false });
const match = (id: number, status: string, away: string) =>
  ({ id, status, team: 'first-team', home: club('Brackwater Blues'), away: club(away), kickOff: '2026-12-12T15:00:00Z', kickOffLocal: { date: '2026-12-12', time: '15:00' } }) as unknown as Match;

describe('pickerOptions', () => {
  it('should keep the match the console shows after full time takes it out of the list, under the words it was listed with', () => {
    const live = match(7, 'live', 'Lanmouth Athletic');
    const next = match(8, 'scheduled', 'Saltmarsh Athletic');
    const listed = new Map([[7, 'Live now: Brackwater Blues v Lanmouth Athletic (First team)']]);
    expect(pickerOptions([live, next], 7, listed).map((option) => option.label)).toEqual([
      'Live now: Brackwater Blues v Lanmouth Athletic (First team)',
      '12 Dec 2026 15:00: Brackwater Blues v Saltmarsh Athletic (First team)',
    ]);
    // Full time blown: the list no longer has it, the picker still does, first and as finished.
    expect(pickerOptions([next], 7, listed)).toEqual([
      { value: '7', label: 'Full time: Brackwater Blues v Lanmouth Athletic (First team)' },
      { value: '8', label: '12 Dec 2026 15:00: Brackwater Blues v Saltmarsh Athletic (First team)' },
    ]);
    // One picked by address that the console never listed: its number.
    expect(pickerOptions([next], 3, listed)[0]).toEqual({ value: '3', label: 'Match 3' });
  });
});
