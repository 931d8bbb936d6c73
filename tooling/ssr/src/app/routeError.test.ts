import { ApiError } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { notFoundView, routeErrorView } from './routeError';

describe('routeErrorView', () => {
  it('should say a 404 could not be found', () => {
    expect(notFoundView()).toEqual({ statusCode: 404, title: 'This page could not be found' });
    expect(routeErrorView(new ApiError(404, 'No page at that path'))).toEqual(notFoundView());
  });

  it("should show a platform failure's own status", () => {
    expect(routeErrorView(new ApiError(503, 'Service Unavailable')).statusCode).toBe(503);
  });

  it('should show 500 for a failure without a status, such as the platform being unreachable', () => {
    expect(routeErrorView(new TypeError('fetch failed'))).toEqual({
      statusCode: 500,
      title: 'Something went wrong on our side',
    });
  });

  it('should read a status from `status` or the response, as SPEC 8 says', () => {
    expect(routeErrorView({ status: 403 }).statusCode).toBe(403);
    expect(routeErrorView({ response: { status: 410 } })).toEqual({
      statusCode: 410,
      title: 'This page is not available',
    });
  });
});
