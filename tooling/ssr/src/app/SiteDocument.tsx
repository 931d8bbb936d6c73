import { HeadContent, Scripts } from '@tanstack/react-router';
import { Provider as StoreProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { CookieFlagsScript, type CookieFlag } from './cookieFlags';
import { SiteClockScript } from './siteClock';
import { SiteOriginsScript } from './siteOrigins';

/**
 * The HTML document both sites render as their root route's shell: it renders even when the root
 * loader fails, so the error page always has a document. The page's jotai store (one per request on
 * the server) is provided to everything inside. The head carries the server's instant, from which the
 * browser's clock starts (`installPageClock`), and the sites' public origins (`installPageSiteOrigins`).
 */
export function SiteDocument({
  store,
  bodyClassName,
  cookieFlags = [],
  children,
}: {
  store: ReturnType<typeof createStore>;
  /** The body's class, e.g. the club site's path and locked state (SPEC 2.4). */
  bodyClassName?: string;
  /** Attributes the page's first script puts on `<html>` from the fan's cookies, for CSS before hydration. */
  cookieFlags?: readonly CookieFlag[];
  children: ReactNode;
}) {
  return (
    // The flags' script adds attributes to <html> before hydration: not a mismatch.
    <html lang="en" suppressHydrationWarning>
      <head>
        <CookieFlagsScript flags={cookieFlags} />
        <SiteClockScript />
        <SiteOriginsScript />
        <HeadContent />
      </head>
      <body className={bodyClassName}>
        <StoreProvider store={store}>{children}</StoreProvider>
        <Scripts />
      </body>
    </html>
  );
}
