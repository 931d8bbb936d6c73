import { useState } from 'react';

/**
 * Whether `open` has been true at any render of this component: an overlay whose code loads on first use
 * (issue 13) mounts when it first opens and then stays mounted, so closing it can run its own exit and a
 * second opening needs nothing loaded. Before that the server and the hydrating page render nothing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // React's pattern for state derived from a value: set during render, re-rendered before committing.
  if (open && !opened) setOpened(true);
  return opened || open;
}
