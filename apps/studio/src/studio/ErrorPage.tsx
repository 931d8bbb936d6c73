import { ErrorPage } from '@club/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { notFoundView, routeErrorView } from '@tooling/ssr/app';
import { quickLinks } from './site';

/** The router's error component: a loader or render failure. */
export function RouteErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  return <ErrorPage describe={() => routeErrorView(error)} quickLinks={quickLinks} />;
}

/** The router's not-found component: any path the studio does not have. */
export function NotFoundPage() {
  return <ErrorPage describe={notFoundView} quickLinks={quickLinks} />;
}
