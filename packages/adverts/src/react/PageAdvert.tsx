import { isSlotServiceAdvertShown } from '@club/api-client';
import { AdvertSlot } from '@club/ui';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { commercialQueries } from '../commercial.queries';
import { advertRulesAtom } from '../commercial.atoms';
import { fromSlotServiceAdvert, imageForSize } from '../footer/footerAdverts';
import { useCommercial, type CommercialContextValue } from './CommercialContext';

export type PageAdvertProps = {
  /** The page's advertising slot: 'news_article', 'page', 'news_page', 'homepage' … */
  slotID: string;
};

/**
 * An in-page advert (an MPU box) from the slot service: the one advert the slot runs now, shown if it is
 * valid and, in child mode, child friendly. Place it with `advertIndex`/`withAdvert` ('last' on news
 * articles, default and hub pages; 'middle' in lists). The box is reserved from the server render on,
 * so the page never shifts; load and click are tracked with analytics consent only.
 */
export function PageAdvert({ slotID: slotId }: PageAdvertProps) {
  const commercial = useCommercial();
  const { advertisingDisabled } = useAtomValue(advertRulesAtom);
  if (!commercial || advertisingDisabled) return null;
  return <PageAdvertBox slotID={slotId} {...commercial} />;
}

/**
 * How far below the screen a box starts loading its advert: a few lines ahead of the fan's scrolling, so
 * it is mostly there when the box shows, while a first screen that ends a little above it asks nothing.
 */
const nearMargin = '300px 0px';

/**
 * Whether the element is on or near the screen yet; it stays true once it has been. True at once where
 * the browser cannot tell (no IntersectionObserver).
 */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: nearMargin });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

function PageAdvertBox({ slotID: slotId, api, tracker, pathname }: PageAdvertProps & CommercialContextValue) {
  const { childMode } = useAtomValue(advertRulesAtom);
  const box = useRef<HTMLDivElement>(null);
  // useQuery never fetches on the server: the box is reserved by the server render and the advert
  // arrives after the first paint, so nothing shifts. It is asked for when the box comes near the
  // screen (issue 13): most of these boxes close an article or a page, and a first screen that never
  // reaches them fetches neither the advert nor the code that asks for it.
  const near = useNearScreen(box);
  const { data: advert, error } = useQuery({ ...commercialQueries.slotAdvert(api, slotId), enabled: near });
  useEffect(() => {
    // SPEC 8: an advert that fails is only logged.
    if (error) console.warn(`Problem retrieving the ${slotId} advert`, error);
  }, [error, slotId]);

  const shown = advert && isSlotServiceAdvertShown(advert, { childMode }) ? fromSlotServiceAdvert(advert) : null;

  useEffect(() => {
    if (shown) tracker.advertLoad(pathname, { id: shown.id, name: shown.name, placement: slotId });
    // Once per advert and page, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown?.id, pathname, slotId, tracker]);

  return (
    <div data-slot={slotId} ref={box}>
      <AdvertSlot
        size="mpu"
        advert={shown && { imageKey: imageForSize(shown, 'mpu'), href: shown.href, alt: shown.name }}
        onClick={() => {
          if (shown) tracker.advertClick(pathname, { id: shown.id, name: shown.name, placement: slotId });
        }}
      />
    </div>
  );
}
