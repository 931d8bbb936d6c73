import { useEffect, useState, type RefObject } from 'react';
import { initialHeaderScroll, nextHeaderScroll, stickyObserverMargin } from './headerScroll';

export interface HeaderScrollView {
  hidden: boolean;
  sticky: boolean;
}

/**
 * The header's reveal (SPEC 2.5) from the window's scroll position: a passive listener that reads
 * the position at most once a frame, and re-renders only when hidden or sticky actually change.
 */
export function useHeaderScroll(): HeaderScrollView {
  const [view, setView] = useState<HeaderScrollView>({ hidden: false, sticky: false });
  useEffect(() => {
    let state = initialHeaderScroll;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = nextHeaderScroll(state, window.scrollY);
      if (next.hidden !== state.hidden || next.sticky !== state.sticky) {
        setView({ hidden: next.hidden, sticky: next.sticky });
      }
      state = next;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    // A reload halfway down the page starts there, not at the top.
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return view;
}

/**
 * SPEC 2.5's sticky header type: true once the trigger has left view by more than 300px
 * (IntersectionObserver, so nothing runs on each scroll). False where the observer is missing.
 */
export function useTriggerOutOfView(trigger: RefObject<Element | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = trigger.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setOutOfView(!entry.isIntersecting);
      },
      { rootMargin: stickyObserverMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [trigger]);
  return outOfView;
}
