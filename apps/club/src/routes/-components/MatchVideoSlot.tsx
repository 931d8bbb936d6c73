import { closeMatchVideo } from '@club/site-state';
import { Button } from '@club/ui';
import { useSetAtom } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { removeMatchVideoSlot, showMatchVideoSlot } from '../../site/players/videoSlot.atoms';
import { parkMatchVideo } from '../../site/players/moveMedia';
import * as styles from './MatchCentre.css';

/** A third of the player on screen keeps it in the page; less, and it docks in the corner. */
const inViewRatio = 0.3;

function visibleRatio(element: HTMLElement): number {
  const rect = element.getBoundingClientRect();
  if (rect.height === 0) return 0;
  const visible = Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0);
  return Math.max(0, visible) / rect.height;
}

/**
 * The match centre's place for its live video (SPEC 3 matchCentre.videoOpen). The player itself lives
 * above the routes (ClubPlayers' MatchVideo) and moves in here while this place is in view; it docks
 * when the fan scrolls away, and before this place goes with the page it is parked in the dock, so it
 * never leaves the document and plays on.
 */
export function MatchVideoSlot({ matchPath, title }: { matchPath: string; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const show = useSetAtom(showMatchVideoSlot);
  const remove = useSetAtom(removeMatchVideoSlot);
  const close = useSetAtom(closeMatchVideo);

  // A layout effect: its cleanup runs before React removes this element (the player must be out first).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // In view until the observer says otherwise, so the player never shows in the dock for a frame
    // first. Not measured now: a class new to the page is styled only once the site's stylesheet
    // switches on, after this commit (tooling/ssr's page loader), so the slot has no height yet.
    show({ matchPath, element, inView: true });
    // The fan asked for the video (Watch Live, a moment's Watch, back from the dock): it comes into
    // view, all of it if it fits, moving no further than that; focus stays where it is. 'instant': a
    // page-wide smooth scroll-behavior would leave it out of view for the scroll's length.
    const frame = requestAnimationFrame(() => {
      if (visibleRatio(element) < 1) element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    });
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) show({ matchPath, element, inView: entry.intersectionRatio >= inViewRatio });
      },
      { threshold: [0, inViewRatio, 0.6, 1] },
    );
    observer.observe(element);
    // This place is as tall as the player in it (the picture, the controls under it). When the player
    // docks, the place keeps that height, so the page under it does not jump up under the fan: the height
    // last laid out with the player in it (the player has already rendered its docked controls when it
    // leaves), set as the player goes, before the next paint. At another width that height is not the
    // player's any more: the empty place takes its own shape again.
    let filledHeight: number | null = null;
    const sizes = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height !== undefined && element.firstElementChild) filledHeight = height;
    });
    sizes.observe(element);
    const moves = new MutationObserver(() => {
      element.style.minHeight = !element.firstElementChild && filledHeight !== null ? `${filledHeight}px` : '';
    });
    moves.observe(element, { childList: true });
    const onResize = () => {
      if (element.firstElementChild) return;
      filledHeight = null;
      element.style.minHeight = '';
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
      sizes.disconnect();
      moves.disconnect();
      observer.disconnect();
      parkMatchVideo(element);
      remove(element);
    };
  }, [matchPath, show, remove]);

  return (
    <section className={styles.videoSlot} aria-label={`Live video: ${title}`}>
      <div ref={ref} className={styles.videoFrame} />
      <div>
        <Button variant="ghost-dark" size="small" icon="Close" onClick={close}>
          Close video
        </Button>
      </div>
    </section>
  );
}
