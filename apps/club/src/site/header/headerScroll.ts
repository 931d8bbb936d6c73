/** SPEC 9: the header's own height; above it the header never hides. */
export const headerHeight = 90;
/** SPEC 2.5 and 9: from this scroll position on, the header is sticky (solid, over the page). */
export const stickyThreshold = 300;
/** SPEC 9: the compact sticky nav shows once its trigger is this far out of view. */
export const stickyObserverMargin = '300px';

export interface HeaderScrollState {
  /** The last scroll position seen, to tell down from up. */
  y: number;
  /** Slid out of view: the fan is scrolling down past the header. */
  hidden: boolean;
  /** Far enough down that the header floats over the page in its solid style. */
  sticky: boolean;
}

export const initialHeaderScroll: HeaderScrollState = { y: 0, hidden: false, sticky: false };

/**
 * SPEC 2.5's header reveal, as a pure step from one scroll position to the next: always visible under
 * 90, hidden while scrolling down, shown again on any scroll up, sticky from 300. A position that did
 * not change (a resize, iOS's bounce at the top) keeps the current state.
 */
export function nextHeaderScroll(state: HeaderScrollState, scrollY: number): HeaderScrollState {
  const y = Math.max(0, scrollY);
  const sticky = y >= stickyThreshold;
  let hidden: boolean;
  if (y < headerHeight) hidden = false;
  else if (y > state.y) hidden = true;
  else if (y < state.y) hidden = false;
  else hidden = state.hidden;
  if (y === state.y && hidden === state.hidden && sticky === state.sticky) return state;
  return { y, hidden, sticky };
}
