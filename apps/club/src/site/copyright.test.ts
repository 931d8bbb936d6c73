import { createManualClock, getClock, installClock } from '@club/clock';
import { afterEach, describe, expect, it } from 'vitest';
import { copyright } from './site';

describe('copyright', () => {
  const previous = getClock();
  afterEach(() => installClock(previous));

  it("should print the year in London by the clock, not a year written by hand", () => {
    expect(copyright(Date.parse('2030-12-31T23:59:00Z'))).toBe('© 2030 Brackwater Blues FC');
    expect(copyright(Date.parse('2031-01-01T00:00:00Z'))).toBe('© 2031 Brackwater Blues FC');
  });

  it("should follow the installed clock when given no instant (the server's render)", () => {
    installClock(createManualClock('2028-02-29T12:00:00Z'));
    expect(copyright()).toBe('© 2028 Brackwater Blues FC');
  });
});
