import type { MatchCentre } from '@club/api-client';
import { render, renderHook, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { useKeptWhileEqual } from '../../site/page/useKeptWhileEqual';
import { MatchLineups, MatchStats } from './MatchCentreDetails';

const player = (shirtNumber: number, name: string, playerId: string | null = null, captain = false) => ({
  shirtNumber,
  name,
  playerId,
  position: 'MF',
  captain,
});
const lineups = {
  home: { formation: '4-4-2', startingXI: [player(1, 'Tom Haverley', 'tom-haverley', true), player(5, 'Rhys Caddick', 'rhys-caddick')], substitutes: [player(13, 'Callum Ridd', 'callum-ridd')] },
  away: { formation: '4-2-3-1', startingXI: [player(1, 'Archie Lamb'), player(4, 'Archie Nash')], substitutes: [player(12, 'Henry Nash')] },
} as unknown as NonNullable<MatchCentre['lineups']>;
const stats = {
  possession: { home: 46, away: 54 },
  shots: { home: 2, away: 2 },
  shotsOnTarget: { home: 1, away: 1 },
  corners: { home: 1, away: 0 },
  fouls: { home: 2, away: 3 },
  offsides: { home: 0, away: 0 },
} as NonNullable<MatchCentre['stats']>;
const sides = { homeName: 'Brackwater Blues FC', awayName: 'Kingsbridge Rovers' };
// The page's landmarks and its one h1 are the page's, not these sections'; happy-dom computes no layout,
// so contrast is checked in the browser journey instead.
const rules = { rules: { region: { enabled: false }, 'page-has-heading-one': { enabled: false }, 'color-contrast': { enabled: false } } };

describe('the match centre’s line-ups (MatchLineups)', () => {
  it('should list each side’s starting XI and substitutes, linking the club’s players to their pages', async () => {
    const { container } = render(<MatchLineups {...sides} team="first-team" lineups={lineups} />);
    const home = screen.getByRole('list', { name: 'Brackwater Blues FC starting XI' });
    expect(within(home).getByRole('link', { name: 'Tom Haverley (C)' }).getAttribute('href')).toBe('/players/first-team/tom-haverley');
    expect(within(home).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Number 1Tom Haverley (C)', 'Number 5Rhys Caddick']);
    expect(screen.getByRole('list', { name: 'Brackwater Blues FC substitutes' }).textContent).toBe('Number 13Callum Ridd');
    // The opponents' players have no page here: names, not links.
    const away = screen.getByRole('list', { name: 'Kingsbridge Rovers starting XI' });
    expect(within(away).queryAllByRole('link')).toEqual([]);
    expect(within(away).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Number 1Archie Lamb', 'Number 4Archie Nash']);
    expect(screen.getByText('Formation 4-2-3-1')).toBeTruthy();
    expect((await axe.run(container, rules)).violations.map((violation) => violation.id)).toEqual([]);
  });

  it('should say when the line-ups come before they are announced', () => {
    render(<MatchLineups {...sides} team="first-team" lineups={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Line-ups' })).toBeTruthy();
    expect(screen.getByText('Line-ups are announced an hour before kick-off.')).toBeTruthy();
  });
});

describe('the match centre’s stats (MatchStats)', () => {
  it('should read each stat with the side it belongs to', async () => {
    const { container } = render(<MatchStats {...sides} stats={stats} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]?.textContent).toBe('Brackwater Blues FC 46%PossessionKingsbridge Rovers 54%');
    expect(rows[3]?.textContent).toBe('Brackwater Blues FC 1CornersKingsbridge Rovers 0');
    expect((await axe.run(container, rules)).violations.map((violation) => violation.id)).toEqual([]);
  });

  it('should say when the stats come before kick-off', () => {
    render(<MatchStats {...sides} stats={null} />);
    expect(screen.getByText('Stats appear once the match kicks off.')).toBeTruthy();
  });
});

describe('useKeptWhileEqual', () => {
  it('should keep the props of a waiting block while a live message brings the same line-ups anew', () => {
    const { result, rerender } = renderHook(({ value }) => useKeptWhileEqual(value), { initialProps: { value: { ...sides, lineups } } });
    const first = result.current;
    rerender({ value: { ...sides, lineups: structuredClone(lineups) } });
    expect(result.current).toBe(first);
    const changed = structuredClone(lineups);
    changed.home.startingXI[1]!.name = 'Marcus Oyelaran';
    rerender({ value: { ...sides, lineups: changed } });
    expect(result.current).not.toBe(first);
    expect(result.current.lineups.home.startingXI[1]?.name).toBe('Marcus Oyelaran');
  });
});
