/** SPEC 2.4: the streamer header scrolls to a section in 400 ms, stopping 80 px above it. */
export const sectionScroll = { durationMs: 400, offsetPx: -80 } as const;

/** Where to stop: the section's top on the page plus the offset, never above the page's top. */
export function scrollTarget(sectionTop: number, scrollY: number, offsetPx: number = sectionScroll.offsetPx): number {
  return Math.max(0, Math.round(sectionTop + scrollY + offsetPx));
}

/** Eased position at `elapsed` ms of a scroll from `from` to `to`: quick start, gentle stop. */
export function easedPosition(from: number, to: number, elapsed: number, durationMs: number = sectionScroll.durationMs): number {
  const t = Math.min(1, Math.max(0, elapsed / durationMs));
  const eased = 1 - (1 - t) ** 3;
  return from + (to - from) * eased;
}

/**
 * Where focus lands: the section's heading, so a screen reader announces where the visitor now is;
 * made focusable for the purpose. The section itself when it has no heading.
 */
export function focusTarget(section: HTMLElement): HTMLElement {
  const heading = section.querySelector<HTMLElement>('h1, h2');
  if (!heading) return section;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * Scrolls to the section and moves focus to its heading, so keyboard and screen reader users land
 * where the page now shows. Instant when the visitor prefers reduced motion.
 */
export function scrollToSection(section: HTMLElement): void {
  const to = scrollTarget(section.getBoundingClientRect().top, window.scrollY);
  const focus = () => focusTarget(section).focus({ preventScroll: true });
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, to);
    focus();
    return;
  }
  const from = window.scrollY;
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    window.scrollTo(0, easedPosition(from, to, elapsed));
    if (elapsed < sectionScroll.durationMs) requestAnimationFrame(step);
    else focus();
  };
  requestAnimationFrame(step);
}
