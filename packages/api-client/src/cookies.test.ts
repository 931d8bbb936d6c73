import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies';

describe('parseCookies', () => {
  it('should read every pair of a Cookie header, decoding values', () => {
    const jar = parseCookies('a=1; club_promos_seen=1.2;  b = x%20y ;c="quoted"');
    expect(Object.fromEntries(jar)).toEqual({ a: '1', club_promos_seen: '1.2', b: 'x y', c: 'quoted' });
  });

  it('should skip malformed pairs and keep the first of two equal names', () => {
    const jar = parseCookies('novalue; =orphan; a=first; a=second; bad=%E0%A4%A');
    expect(jar.get('a')).toBe('first');
    expect(jar.has('novalue')).toBe(false);
    expect(jar.get('bad')).toBe('%E0%A4%A');
  });

  it('should answer an empty jar for no header', () => {
    expect(parseCookies(null).size).toBe(0);
    expect(parseCookies('').size).toBe(0);
  });
});
