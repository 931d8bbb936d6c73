import { describe, expect, it } from 'vitest';
import { clientKey, createLimiter } from './limiter';

describe('createLimiter', () => {
  it('should allow the limit within a minute, refuse the next, and allow again a minute later', () => {
    const limiter = createLimiter(2);
    expect(limiter.allow('a', 0)).toBe(true);
    expect(limiter.allow('a', 10)).toBe(true);
    expect(limiter.allow('a', 20)).toBe(false);
    expect(limiter.retryAfterMs('a', 20)).toBe(59_980);
    expect(limiter.allow('b', 20)).toBe(true);
    expect(limiter.allow('a', 60_000)).toBe(true);
  });
});

describe('clientKey', () => {
  it('should count the visitor a local site server forwarded for', () => {
    expect(clientKey('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::1', 'spoofed, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('should ignore x-forwarded-for from a peer that is not a local forwarder', () => {
    expect(clientKey('198.51.100.3', '203.0.113.9')).toBe('198.51.100.3');
    expect(clientKey('127.0.0.1', undefined)).toBe('127.0.0.1');
  });
});
