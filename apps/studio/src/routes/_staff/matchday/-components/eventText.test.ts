import type { Match, MatchEvent } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { currentMinuteText, eventText, matchStateText, parseMinute } from './eventText';

const club = (name: string) => ({ slug: name.toLowerCase().replaceAll(' ', '-'), name, shortName: name, crestKey: 'crest', isClub: false });
const match = {
  id: 1,
  status: 'live',
  home: club('Brackwater Blues'),
  away: club('Lanmouth Athletic'),
  kickOffLocal: { date: '2026-12-05', time: '15:00' },
} as unknown as Match;
const player = (name: string, shirtNumber: number) => ({ playerId: null, name, shirtNumber, position: 'Forward' as const, captain: false });

describe('parseMinute', () => {
  it('should read a minute and a minute of added time after 45 or 90', () => {
    expect(parseMinute('23')).toEqual({ minute: 23, addedTime: null });
    expect(parseMinute(' 90+2 ')).toEqual({ minute: 90, addedTime: 2 });
    expect(parseMinute('45 + 1')).toEqual({ minute: 45, addedTime: 1 });
  });

  it('should refuse what is not a minute of a match', () => {
    for (const text of ['', '0', '121', '60+2', '90+0', 'ten', '23.5']) expect(parseMinute(text), text).toBeNull();
  });
});

describe('eventText', () => {
  it('should say the minute, what happened, for whom and who', () => {
    const goal: MatchEvent = { minute: 23, addedTime: null, type: 'goal', side: 'home', player: player('Sam Carter', 9), playerOff: null, assist: player('Hal Vision', 8) };
    expect(eventText(match, goal)).toBe('23′ Goal, Brackwater Blues: Sam Carter (assist Hal Vision)');
    const change: MatchEvent = { minute: 90, addedTime: 1, type: 'substitution', side: 'away', player: player('Xan Spare', 12), playerOff: player('Wes Dash', 11), assist: null };
    expect(eventText(match, change)).toBe('90+1′ Substitution, Lanmouth Athletic: Xan Spare on for Wes Dash');
  });
});

describe('matchStateText', () => {
  it('should say where a live match stands and offer its minute for the next event', () => {
    const live = { minute: 45, addedTime: 2, period: 'first-half' as const, score: { home: 0, away: 0 }, updatedAt: '' };
    expect(matchStateText(match, live)).toBe('Live 45+2′, first half');
    expect(currentMinuteText(live)).toBe('45+2');
    expect(matchStateText(match, { ...live, period: 'half-time' })).toBe('Half-time');
    expect(matchStateText({ ...match, status: 'scheduled' }, null)).toBe('Kick-off 15:00');
  });
});
