import { ErrorPage } from '@club/ui';
import { notFoundView, routeErrorView, isChunkLoadError, reloadOnceForChunkError } from '@tooling/ssr/app';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { quickLinks } from './site';

/** The router's error component: a loader or render failure below the layout. */
export function RouteErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  // SPEC 8: a route whose code failed to load ('Loading chunk … failed') reloads the page, once.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }, [error]);
  return <ErrorPage describe={() => routeErrorView(error)} quickLinks={quickLinks} />;
}

/** The router's not-found component: a path outside the navigation tree. */
export function NotFoundPage() {
  return <ErrorPage describe={notFoundView} quickLinks={quickLinks} />;
}
