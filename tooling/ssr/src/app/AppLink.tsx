import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, ReactNode, Ref, TouchEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

/** Splits an internal href into what the router's preload takes: a path, search params and a hash. */
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
  /** false: the navigation keeps the scroll where it is ('Load more news' appends below). */
  resetScroll?: boolean;
};

/** The parts of a click that say whether the browser should handle it itself. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  /** The link's target, if any ('_blank' opens a tab: the browser's job). */
  target: string | null | undefined;
}

/**
 * Whether a click on an internal link is the router's to handle: a plain primary click on a link that
 * opens in this tab. A modified click (a new tab or window, a download), another button, a target
 * elsewhere or a click a handler already took stays with the browser.
 */
export function navigatesInPage(click: LinkClick): boolean {
  return (
    click.button === 0 &&
    !click.metaKey &&
    !click.altKey &&
    !click.ctrlKey &&
    !click.shiftKey &&
    !click.defaultPrevented &&
    (!click.target || click.target === '_self')
  );
}

/**
 * The link for @club/ui's internal hrefs: a plain `<a href>` whose click the router turns into an
 * in-page navigation, and whose hover, focus or touch starts loading the page's code and data (the
 * router's preload on intent). Issue 13: the router's own `<Link>` subscribed every link to the
 * router's state, to work out an address and an active state that these links never use (the
 * navigation marks the current page itself), so a page with 200 links (the footer alone has 140) paid
 * for 200 subscriptions and effects in the long task after hydration, and re-rendered them all when
 * the state moved. The address is the href as written, on the server and in the browser alike.
 */
export function AppLink({ href, onClick, onMouseEnter, onFocus, onTouchStart, ref, resetScroll, ...anchorProps }: AppLinkProps) {
  const router = useRouter();
  const preload = () => {
    // A page that cannot be preloaded is loaded when it is visited, and says so then.
    router.preloadRoute(linkTarget(href)).catch(() => undefined);
  };
  return (
    <a
      {...anchorProps}
      ref={ref}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        const { button, metaKey, altKey, ctrlKey, shiftKey } = event;
        const target = anchorProps.target ?? event.currentTarget.getAttribute('target');
        const click = { button, metaKey, altKey, ctrlKey, shiftKey, defaultPrevented: event.isDefaultPrevented(), target };
        if (!navigatesInPage(click)) return;
        event.preventDefault();
        void router.navigate({ href, ...(resetScroll === false ? { resetScroll } : {}) });
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preload();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        preload();
      }}
    />
  );
}
