import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
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

// Before embla measures (on the server and the first client render) nothing has scrolled yet.
const initialPosition: Position = { selected: 0, count: 0, canPrevious: false, canNext: true };

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
 * A row of slides that scrolls a page at a time (embla-carousel): arrows, a position indicator,
 * swipe and drag, and the arrow keys while focus is inside. Slide widths come from CSS alone, so the
 * server's markup already has its final layout and nothing moves when the script arrives.
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
  // 'auto' scrolls by as many slides as are fully in view, so an arrow press turns a page.
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  const [position, setPosition] = useState<Position>(initialPosition);

  useEffect(() => {
    if (!embla) return;
    const update = () =>
      setPosition({
        selected: embla.selectedScrollSnap(),
        count: embla.scrollSnapList().length,
        canPrevious: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  // With reduced motion the track jumps instead of gliding.
  const previous = useCallback(() => embla?.scrollPrev(prefersReducedMotion()), [embla]);
  const next = useCallback(() => embla?.scrollNext(prefersReducedMotion()), [embla]);

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
        <div className={styles.indicator} aria-hidden="true">
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
