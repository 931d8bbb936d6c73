import { describe, expect, it } from 'vitest';
import { renewDelayMs, tokenExpiresAt } from './token';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('tokenExpiresAt', () => {
  it("should read a JWT's exp and ignore anything else", () => {
    expect(tokenExpiresAt(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt('opaque')).toBeNull();
    expect(tokenExpiresAt('a.!!!.c')).toBeNull();
  });

  it('should renew 30 s before expiry, never sooner than 5 s', () => {
    const now = 1_700_000_000_000;
    expect(renewDelayMs(jwt({ exp: now / 1000 + 300 }), now)).toBe(270_000);
    expect(renewDelayMs(jwt({ exp: now / 1000 + 10 }), now)).toBe(5_000);
    expect(renewDelayMs('opaque', now)).toBeNull();
  });
});
