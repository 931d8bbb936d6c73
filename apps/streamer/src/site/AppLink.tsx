import type { LinkComponentProps } from '@club/ui';
import { Link } from '@tanstack/react-router';

/** Splits an internal href into what the router's link takes: a path, search params and a hash. */
export function linkTarget(href: string): { to: string; search: Record<string, string>; hash?: string } {
  const url = new URL(href, 'http://site.invalid');
  const hash = url.hash.slice(1);
  return {
    to: url.pathname,
    search: Object.fromEntries(url.searchParams),
    ...(hash ? { hash } : {}),
  };
}

/** The router's link for @club/ui's internal hrefs, so navigation between pages stays client-side. */
export function AppLink({ href, ...anchorProps }: LinkComponentProps) {
  const { to, search, hash } = linkTarget(href);
  return <Link to={to} search={search} hash={hash} {...anchorProps} />;
}
