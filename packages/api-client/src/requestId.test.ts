import { describe, expect, it } from 'vitest';
import { acceptedRequestId } from './requestId';

describe('acceptedRequestId', () => {
  it("should accept a load balancer's id: letters, digits and ._:- up to 128", () => {
    expect(acceptedRequestId('3f2b9c1e-7a4d-4e0a-9c55-1b2d3e4f5a6b')).toBe('3f2b9c1e-7a4d-4e0a-9c55-1b2d3e4f5a6b');
    expect(acceptedRequestId(['lb-7.1:2', 'second'])).toBe('lb-7.1:2');
  });

  it('should refuse none, an empty one, a long one and one that could forge a log line', () => {
    expect(acceptedRequestId(undefined)).toBeUndefined();
    expect(acceptedRequestId('')).toBeUndefined();
    expect(acceptedRequestId('a'.repeat(129))).toBeUndefined();
    expect(acceptedRequestId('abc\n{"level":60}')).toBeUndefined();
    expect(acceptedRequestId('abc def')).toBeUndefined();
    expect(acceptedRequestId('Root=1-abc')).toBeUndefined();
  });
});
