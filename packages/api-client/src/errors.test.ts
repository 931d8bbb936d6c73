import { describe, expect, it } from 'vitest';
import { normaliseError } from './errors';

describe('normaliseError', () => {
  it('should prefer statusCode over status and response.status', () => {
    expect(normaliseError({ statusCode: 404, status: 400, response: { status: 401 }, message: 'x' })).toEqual({
      statusCode: 404,
      message: 'x',
    });
  });

  it('should fall back to status, then to response.status', () => {
    expect(normaliseError({ status: 403, message: 'no' }).statusCode).toBe(403);
    expect(normaliseError({ response: { status: 502 }, message: 'bad gateway' }).statusCode).toBe(502);
  });

  it('should default to 500 when nothing carries a status', () => {
    expect(normaliseError(new Error('boom'))).toEqual({ statusCode: 500, message: 'boom' });
    expect(normaliseError(undefined)).toEqual({ statusCode: 500, message: 'Something went wrong' });
  });

  it('should ignore values that are not HTTP status codes', () => {
    expect(normaliseError({ statusCode: 'teapot', status: 42, message: 'm' }).statusCode).toBe(500);
  });
});
