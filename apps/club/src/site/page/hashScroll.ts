/**
 * SPEC 2.1 and 9: a route's #hash scrolls to its anchor 1 s after the page shows (usePageBehaviours,
 * which loads this module only for an address with a hash), 130px above it, over 1000 ms.
 */
export const hashScrollOffset = -130;
export const hashScrollDurationMs = 1000;

/** The element a hash names, by id (decoded, so '#caf%C3%A9' finds id="café"). */
export function hashTarget(hash: string, doc: Document = document): HTMLElement | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the hash up as written.
  }
  return doc.getElementById(id);
}

/** Where the window must scroll to put an element's top 130px below the viewport's top edge. */
export function hashScrollY(elementTop: number, scrollY: number, maxScrollY: number): number {
  return Math.min(Math.max(0, Math.round(elementTop + scrollY + hashScrollOffset)), Math.max(0, maxScrollY));
}

/** Ease in and out, 0…1 → 0…1: the scroll starts and ends gently. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Scrolls to the hash's element and moves focus to it (without a second jump), smoothly unless the fan
 * asked for reduced motion. A wheel, touch or key stops the animation: the fan has taken over.
 * Returns a cancel.
 */
export function scrollToHash(hash: string): () => void {
  const target = hashTarget(hash);
  if (!target) return () => undefined;
  const maxScrollY = document.documentElement.scrollHeight - window.innerHeight;
  const to = hashScrollY(target.getBoundingClientRect().top, window.scrollY, maxScrollY);
  const from = window.scrollY;
  const focus = () => {
    if (!target.hasAttribute('tabindex') && !isFocusable(target)) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' });
    focus();
    return () => undefined;
  }
  let frame = 0;
  const started = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of interruptions) window.removeEventListener(type, stop);
  };
  const interruptions = ['wheel', 'touchstart', 'keydown'] as const;
  for (const type of interruptions) window.addEventListener(type, stop, { passive: true, once: true });
  const step = (now: number) => {
    const progress = (now - started) / hashScrollDurationMs;
    // 'instant': each frame is one step of this animation, whatever the page's scroll-behavior says.
    window.scrollTo({ top: from + (to - from) * easeInOutCubic(progress), behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(step);
    else {
      stop();
      focus();
    }
  };
  frame = requestAnimationFrame(step);
  return stop;
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches('a[href], button, input, select, textarea, summary, [tabindex]');
}
