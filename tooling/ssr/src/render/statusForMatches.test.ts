import { describe, expect, it } from 'vitest';
import { statusForMatches } from './statusForMatches';

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode ?? 500;

describe('statusForMatches', () => {
  it("should keep the router's status when nothing failed", () => {
    expect(statusForMatches(200, [{ status: 'success' }], statusOf)).toBe(200);
  });

  it("should keep the router's 404 for a not-found match", () => {
    expect(statusForMatches(404, [{ status: 'success' }, { status: 'notFound' }], statusOf)).toBe(404);
  });

  it("should answer with a failed loader's own status", () => {
    const matches = [{ status: 'success' }, { status: 'error', error: { statusCode: 503 } }];
    expect(statusForMatches(500, matches, statusOf)).toBe(503);
  });

  it('should answer 500 when the failure has no status', () => {
    expect(statusForMatches(500, [{ status: 'error', error: new Error('boom') }], statusOf)).toBe(500);
  });

  it('should not answer with a status that is not an error', () => {
    expect(statusForMatches(500, [{ status: 'error', error: { statusCode: 200 } }], statusOf)).toBe(500);
  });

  it('should use the outermost failure', () => {
    const matches = [
      { status: 'error', error: { statusCode: 502 } },
      { status: 'error', error: { statusCode: 403 } },
    ];
    expect(statusForMatches(500, matches, statusOf)).toBe(502);
  });
});
