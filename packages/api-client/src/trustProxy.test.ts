import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trustProxy';

describe('parseTrustProxy', () => {
  it('should give the fallback when TRUST_PROXY is unset or blank', () => {
    expect(parseTrustProxy(undefined, ['loopback'])).toEqual(['loopback']);
    expect(parseTrustProxy('  ', undefined)).toBeUndefined();
  });

  it('should read true, false and a list of addresses and ranges', () => {
    expect(parseTrustProxy('TRUE', undefined)).toBe(true);
    expect(parseTrustProxy('false', ['loopback'])).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8, Loopback,', undefined)).toEqual(['10.0.0.0/8', 'loopback']);
  });
});
