import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * The streaming site is one page; any other path is the error page with HTTP 404. Throwing from a
 * loader (rather than leaving the path unmatched) gives the layout the same not-found state the club
 * site's content pages produce.
 */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound();
  },
});
