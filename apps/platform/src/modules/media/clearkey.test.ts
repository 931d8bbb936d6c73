import { describe, expect, it } from 'vitest';
import { createKeyRing } from '../../infra/keys';
import { createClearKeys } from './clearkey';

const ring = (current: string, previous: string[] = []) =>
  createKeyRing({ current: Buffer.from(current), previous: previous.map((root) => Buffer.from(root)), now: () => new Date(0) });
const kidOf = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');

describe('createClearKeys', () => {
  it('should derive the same content key from the same root on every instance, and another from another root', () => {
    const one = createClearKeys(ring('a'.repeat(40)).all('clearkey')).keyFor('live-video');
    const again = createClearKeys(ring('a'.repeat(40)).all('clearkey')).keyFor('live-video');
    const other = createClearKeys(ring('b'.repeat(40)).all('clearkey')).keyFor('live-video');

    expect(again).toEqual(one);
    expect(other.kidHex).not.toBe(one.kidHex);
    expect(other.keyHex).not.toBe(one.keyHex);
  });

  it("should license a key id a previous root's master made while the rotation lasts, and the current one by default", () => {
    const before = createClearKeys(ring('a'.repeat(40)).all('clearkey')).keyFor('live-video');
    const rotated = createClearKeys(ring('b'.repeat(40), ['a'.repeat(40)]).all('clearkey'));
    const after = createClearKeys(ring('b'.repeat(40)).all('clearkey'));

    expect(rotated.license('live-video', [kidOf(before.kidHex)]).keys).toEqual([
      { kty: 'oct', kid: kidOf(before.kidHex), k: kidOf(before.keyHex) },
    ]);
    expect(rotated.license('live-video').keys.map((key) => key.kid)).toEqual([kidOf(rotated.keyFor('live-video').kidHex)]);
    expect(after.license('live-video', [kidOf(before.kidHex)]).keys).toEqual([]);
  });
});
