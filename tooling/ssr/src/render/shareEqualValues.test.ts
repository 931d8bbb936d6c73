import { describe, expect, it } from 'vitest';
import { createValueSharer } from './shareEqualValues';

const club = () => ({ slug: 'stannary-town', name: 'Stannary Town', crestKey: 'crests/stannary-town.png' });

describe('createValueSharer', () => {
  it('should make equal objects one instance, and keep the values equal', () => {
    const matches = [
      { id: 1, away: club(), opponent: club(), kickOffLocal: { date: '2026-08-08', time: '15:00' } },
      { id: 2, home: club(), opponent: club(), kickOffLocal: { date: '2026-08-15', time: '15:00' } },
    ];
    const shared = createValueSharer()(matches);
    expect(shared).toEqual(matches);
    expect(shared[0]?.away).toBe(shared[0]?.opponent);
    expect(shared[0]?.away).toBe(shared[1]?.home);
    expect(shared[0]?.kickOffLocal).not.toBe(shared[1]?.kickOffLocal);
  });

  it('should share across the values of one page, not between pages', () => {
    const share = createValueSharer();
    const first = share({ team: club() });
    const second = share([club()]);
    expect(second[0]).toBe(first.team);
    expect(createValueSharer()([club()])[0]).not.toBe(first.team);
  });

  it('should leave the values it was given unchanged', () => {
    const input = { a: club(), b: club() };
    const before = structuredClone(input);
    createValueSharer()(input);
    expect(input).toEqual(before);
    expect(input.a).not.toBe(input.b);
  });

  it('should tell apart values JSON would confuse: null and undefined, a number and its text, key order', () => {
    const share = createValueSharer();
    const [withNull, withUndefined, asNumber, asText] = share([{ x: null }, { x: undefined }, { x: 1 }, { x: '1' }]);
    expect(withNull).not.toBe(withUndefined);
    expect(asNumber).not.toBe(asText);
    expect(withUndefined).toEqual({ x: undefined });
    const [ab, ba] = share([{ a: 1, b: 2 }, { b: 2, a: 1 }]);
    expect(Object.keys(ba ?? {})).toEqual(['b', 'a']);
    expect(ab).not.toBe(ba);
  });

  it('should share equal arrays and leave what is not plain data as it is', () => {
    const when = new Date(0);
    const [first, second, date] = createValueSharer()([['Brackwater', 'Blues'], ['Brackwater', 'Blues'], when]);
    expect(first).toBe(second);
    expect(date).toBe(when);
  });
});
