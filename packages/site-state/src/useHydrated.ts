import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates, true from the first render after. Route components
 * are code-split and hydrate after the layout, by which time the login check may already have
 * answered: anything that depends on the viewer waits for this, so its first render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
