import { ErrorPage } from '@club/ui';
import { notFoundView, routeErrorView } from '@tooling/ssr/app';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { quickLinks } from './site';

/** The router's error component: a loader or render failure below the layout. */
export function RouteErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  return <ErrorPage describe={() => routeErrorView(error)} quickLinks={quickLinks} />;
}

/** The router's not-found component: a path outside the navigation tree. */
export function NotFoundPage() {
  return <ErrorPage describe={notFoundView} quickLinks={quickLinks} />;
}
