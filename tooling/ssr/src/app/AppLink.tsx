import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
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

/** What @club/ui's LinkProvider hands a link component (kept structural so tooling needs no ui). */
export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

/** The router's link for @club/ui's internal hrefs, so navigation between pages stays client-side. */
export function AppLink({ href, ...anchorProps }: AppLinkProps) {
  const { to, search, hash } = linkTarget(href);
  return <Link to={to} search={search} hash={hash} {...anchorProps} />;
}
