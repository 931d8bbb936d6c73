import type { PlayerProfile, PlayerSummary, TeamDetail } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { ageOn, groupSquad, londonToday, playerHead, teamHead } from './teamsData';

const player = (slug: string, position: PlayerSummary['position'], shirtNumber: number, onLoan = false): PlayerSummary => ({
  id: slug,
  slug,
  team: 'first-team',
  name: slug,
  firstName: slug,
  lastName: slug,
  position,
  shirtNumber,
  nationality: 'England',
  dateOfBirth: '2000-01-01',
  imageKey: `players/${slug}.jpg`,
  loan: onLoan ? { club: 'Harbury Town', from: '2025-08-29', until: '2026-05-31' } : null,
});

const squad = [
  player('striker', 'Forward', 9),
  player('keeper', 'Goalkeeper', 1),
  player('back', 'Defender', 5),
  player('back2', 'Defender', 2),
  player('loanee', 'Midfielder', 24, true),
];

describe('groupSquad', () => {
  it('should group by position, goalkeepers first, by shirt number, leaving loaned players apart', () => {
    const { groups, loaned } = groupSquad({ squad, isSingleGroup: false } as TeamDetail);
    expect(groups.map((group) => [group.title, group.players.map((p) => p.slug)])).toEqual([
      ['Goalkeepers', ['keeper']],
      ['Defenders', ['back2', 'back']],
      ['Forwards', ['striker']],
    ]);
    expect(loaned.map((p) => p.slug)).toEqual(['loanee']);
  });

  it('should make one group when the team says isSingleGroup', () => {
    const { groups } = groupSquad({ squad, isSingleGroup: true } as TeamDetail);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.players.map((p) => p.shirtNumber)).toEqual([1, 2, 5, 9]);
  });
});

describe('ageOn', () => {
  it('should count whole years, a year more from the birthday on', () => {
    expect(ageOn('1996-09-27', '2026-09-26')).toBe(29);
    expect(ageOn('1996-09-27', '2026-09-27')).toBe(30);
    expect(ageOn('1996-09-27', '2026-11-21')).toBe(30);
  });
});

describe('londonToday', () => {
  it("should give London's date, which is tomorrow late on a summer evening in UTC", () => {
    expect(londonToday(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonToday(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });
});

describe('the team and player heads', () => {
  it('should title a team page by its squad, at /teams/{team}', () => {
    expect(teamHead({ name: 'U21s', slug: 'u21' })).toMatchObject({ title: 'U21s Squad', path: '/teams/u21' });
  });

  it('should title a player page by name and team, at the address that names the team, with the portrait', () => {
    const player = {
      name: 'Tom Haverley',
      teamName: 'First Team',
      shirtNumber: 9,
      position: 'Forward',
      team: 'first-team',
      slug: 'tom-haverley',
      imageKey: 'players/tom-haverley.jpg',
    } as PlayerProfile;
    expect(playerHead(player)).toEqual({
      title: 'Tom Haverley | First Team',
      description: 'Tom Haverley, number 9, forward for the First Team: profile and season stats.',
      path: '/players/first-team/tom-haverley',
      imageKey: 'players/tom-haverley.jpg',
      type: 'profile',
    });
  });
});
