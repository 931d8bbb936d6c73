import { Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as hidden from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Carousel.css';

/** SPEC 5: how many slides a wide screen shows at once (SPEC 9: full-6 six, full-4 four, full-3 three). */
export const carouselTypes = ['full-6', 'full-4', 'full-3'] as const;
export type CarouselType = (typeof carouselTypes)[number];

/** SPEC 5's carousel style: light for the page surface, dark for a dark band (the packages widget). */
export const carouselAppearances = ['light', 'dark'] as const;
export type CarouselAppearance = (typeof carouselAppearances)[number];

export type CarouselProps = {
  /** Names the carousel region, e.g. 'Latest videos'. */
  label: string;
  /** One slide per child: cards, usually. */
  children: ReactNode;
  type?: CarouselType;
  appearance?: CarouselAppearance;
  previousLabel?: string;
  nextLabel?: string;
};

type Position = { selected: number; count: number; canPrevious: boolean; canNext: boolean };

// Before the first measure (on the server and the first client render) nothing has scrolled yet.
const initialPosition: Position = { selected: 0, count: 0, canPrevious: false, canNext: true };

/**
 * How far an arrow scrolls: as many slides as are fully in view (at least one), so a press turns a page
 * and the next page starts with the slide that was peeking.
 */
function pageWidth(viewport: HTMLElement): number {
  const slide = viewport.firstElementChild?.firstElementChild;
  const slideWidth = slide instanceof HTMLElement ? slide.offsetWidth : 0;
  if (slideWidth <= 0) return viewport.clientWidth;
  return slideWidth * Math.max(1, Math.floor((viewport.clientWidth + 1) / slideWidth));
}

/** The pages of a scrolled row and where it is: one read of the layout, once a frame at most. */
function positionOf(viewport: HTMLElement): Position {
  const page = pageWidth(viewport);
  const max = viewport.scrollWidth - viewport.clientWidth;
  if (page <= 0 || max <= 1) return { selected: 0, count: 1, canPrevious: false, canNext: false };
  const count = Math.ceil((max - 1) / page) + 1;
  const left = viewport.scrollLeft;
  const selected = left >= max - 1 ? count - 1 : Math.min(count - 1, Math.round(left / page));
  return { selected, count, canPrevious: left > 1, canNext: left < max - 1 };
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function arrowButtonVariant(appearance: CarouselAppearance) {
  switch (appearance) {
    case 'light':
      return 'ghost-dark';
    case 'dark':
      return 'ghost-light';
    default:
      return appearance satisfies never;
  }
}

/**
 * A row of slides that scrolls a page at a time: arrows, a position indicator, swipe, and the arrow keys
 * while focus is inside. The row is the browser's own scroller with scroll snapping (issue 13: no
 * carousel library in the first load, nothing measured per slide at start): it swipes and follows focus
 * before the script has run, and the script only adds the arrows' paging and the position. Slide widths
 * come from CSS alone, so the server's markup already has its final layout and nothing moves.
 */
export function Carousel({
  label,
  children,
  type = 'full-4',
  appearance = 'light',
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: CarouselProps) {
  const slides = Children.toArray(children);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position>(initialPosition);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // Measured in an animation frame, never during hydration's commit, and at most once a frame while
    // the row scrolls or resizes. Only once the row comes near the screen (issue 13): a measure reads
    // the layout, and a row further down the page (laid out only when near, see renderWhenNear) would
    // otherwise be laid out at start for nothing, in a long task on a phone.
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = positionOf(viewport);
      setPosition((current) =>
        current.selected === next.selected &&
        current.count === next.count &&
        current.canPrevious === next.canPrevious &&
        current.canNext === next.canNext
          ? current
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    let resize: ResizeObserver | undefined;
    const follow = () => {
      schedule();
      viewport.addEventListener('scroll', schedule, { passive: true });
      resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
      resize?.observe(viewport);
    };
    const near =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              near?.disconnect();
              follow();
            },
            { rootMargin: '200px' },
          );
    if (near) near.observe(viewport);
    else follow();
    return () => {
      near?.disconnect();
      cancelAnimationFrame(frame);
      viewport.removeEventListener('scroll', schedule);
      resize?.disconnect();
    };
  }, []);

  // To the start of the page before or after the one in view (the last page ends with the last slide).
  // With reduced motion the row jumps instead of gliding.
  const scrollByPage = useCallback((direction: 1 | -1) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const { selected, count } = positionOf(viewport);
    const target = Math.max(0, Math.min(count - 1, selected + direction));
    const left = target === count - 1 ? viewport.scrollWidth - viewport.clientWidth : target * pageWidth(viewport);
    viewport.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);
  const previous = useCallback(() => scrollByPage(-1), [scrollByPage]);
  const next = useCallback(() => scrollByPage(1), [scrollByPage]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const state = position.count === 0 ? 'idle' : 'ready';
  const variant = arrowButtonVariant(appearance);
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.root({ appearance })}
      data-appearance={appearance}
      data-type={type}
      data-state={state}
      onKeyDown={onKeyDown}
    >
      <div ref={viewportRef} className={styles.viewport}>
        <div className={styles.track({ type })}>
          {slides.map((slide, index) => (
            <div
              // Children.toArray has given each child a stable key.
              key={(slide as { key?: string }).key ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={styles.slide}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        {/* data-client-classes: the dots' class, drawn once the row has measured itself, so the page
            inlines its rules and its loader need not apply the whole stylesheet for them (issue 13). */}
        <div className={styles.indicator} aria-hidden="true" data-client-classes={styles.dot}>
          {Array.from({ length: position.count }, (_, index) => (
            <span key={index} className={styles.dot} data-state={index === position.selected ? 'active' : 'inactive'} />
          ))}
        </div>
        <span className={hidden.root} aria-live="polite" aria-atomic="true">
          {position.count > 0 ? `${position.selected + 1} of ${position.count}` : ''}
        </span>
        <div className={styles.arrows}>
          {/* aria-disabled rather than disabled: a disabled button would drop keyboard focus at the end. */}
          <span className={styles.previousArrow}>
            <IconButton
              label={previousLabel}
              icon="Chevron"
              variant={variant}
              size="small"
              aria-disabled={!position.canPrevious}
              onClick={previous}
            />
          </span>
          <IconButton label={nextLabel} icon="Chevron" variant={variant} size="small" aria-disabled={!position.canNext} onClick={next} />
        </div>
      </div>
    </div>
  );
}
