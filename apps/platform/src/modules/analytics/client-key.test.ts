import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

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
