import { describe, expect, it } from 'vitest';
import { parseCookies } from '../cookies/cookies';
import { childFriendlyItems, childModeAllows, childModeCookie, readChildMode } from './childMode';

describe('readChildMode', () => {
  it('should be on by default and for anything but an explicit 0', () => {
    expect(readChildMode(parseCookies(''))).toBe(true);
    expect(readChildMode(parseCookies('club_child_friendly=1'))).toBe(true);
    expect(readChildMode(parseCookies('club_child_friendly=off'))).toBe(true);
    expect(readChildMode(parseCookies('club_child_friendly=0'))).toBe(false);
  });

  it('should write the choice for a year', () => {
    expect(childModeCookie(false)).toBe('club_child_friendly=0; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(readChildMode(parseCookies(childModeCookie(false).split(';')[0]))).toBe(false);
  });
});

describe('childModeAllows', () => {
  it('should hide in child mode whatever is not flagged child friendly, and show everything otherwise', () => {
    expect(childModeAllows(true, true)).toBe(true);
    expect(childModeAllows(false, true)).toBe(false);
    expect(childModeAllows(undefined, true)).toBe(false);
    expect(childModeAllows(null, true)).toBe(false);
    expect(childModeAllows(false, false)).toBe(true);
  });

  it('should filter footer items by their flag', () => {
    const items = [{ name: 'a', childFriendly: true }, { name: 'b', childFriendly: false }, { name: 'c' }];
    expect(childFriendlyItems(items, true).map((item) => item.name)).toEqual(['a']);
    expect(childFriendlyItems(items, false).map((item) => item.name)).toEqual(['a', 'b', 'c']);
  });
});
