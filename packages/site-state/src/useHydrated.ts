import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const sameSnapshot = () => 0;

/**
 * False on the server and while React hydrates, true once hydration is done (and from the first render
 * for what mounts later, e.g. after a client-side navigation). Route components are code-split and
 * hydrate after the layout, by which time the login check may already have answered: anything that
 * depends on the viewer waits for this, so its first render matches the HTML.
 *
 * The switch to true is a transition, which React renders in slices between the browser's other work.
 * A store whose client snapshot differs from its server one (`useSyncExternalStore(…, () => true,
 * () => false)`, as this was) makes React re-render synchronously right after hydration instead: on
 * Club TV every video tile in one long task (issue 13). Whether this render hydrates is read from which
 * snapshot React asks for: the server's one only on the server and while hydrating (React's contract
 * for `getServerSnapshot`). Both return the same value, so the store itself never changes.
 */
export function useHydrated(): boolean {
  let hydrating = false;
  useSyncExternalStore(noSubscription, sameSnapshot, () => {
    hydrating = true;
    return sameSnapshot();
  });
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
