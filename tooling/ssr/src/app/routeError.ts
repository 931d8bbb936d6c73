import { normaliseError } from '@club/api-client';

/** What the error page says about a failure. */
export interface ErrorView {
  statusCode: number;
  title: string;
}

export const notFoundTitle = 'This page could not be found';

export const notFoundView = (): ErrorView => ({ statusCode: 404, title: notFoundTitle });

/** SPEC 2.5 and 8: a route error shows its normalised status code (500 when it has none). */
export function routeErrorView(error: unknown): ErrorView {
  const { statusCode } = normaliseError(error);
  if (statusCode === 404) return notFoundView();
  return {
    statusCode,
    title: statusCode >= 500 ? 'Something went wrong on our side' : 'This page is not available',
  };
}
