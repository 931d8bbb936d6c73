import { isSlotServiceAdvertShown } from '@club/api-client';
import { AdvertSlot } from '@club/ui';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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
export function PageAdvert({ slotID }: PageAdvertProps) {
  const commercial = useCommercial();
  const { advertisingDisabled } = useAtomValue(advertRulesAtom);
  if (!commercial || advertisingDisabled) return null;
  return <PageAdvertBox slotID={slotID} {...commercial} />;
}

function PageAdvertBox({ slotID, api, tracker, pathname }: PageAdvertProps & CommercialContextValue) {
  const { childMode } = useAtomValue(advertRulesAtom);
  // useQuery never fetches on the server: the box is reserved by the server render and the advert
  // arrives after the first paint, so nothing shifts.
  const { data: advert, error } = useQuery(commercialQueries.slotAdvert(api, slotID));
  useEffect(() => {
    // SPEC 8: an advert that fails is only logged.
    if (error) console.warn(`Problem retrieving the ${slotID} advert`, error);
  }, [error, slotID]);

  const shown = advert && isSlotServiceAdvertShown(advert, { childMode }) ? fromSlotServiceAdvert(advert) : null;

  useEffect(() => {
    if (shown) tracker.advertLoad(pathname, { id: shown.id, name: shown.name, placement: slotID });
    // Once per advert and page, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown?.id, pathname, slotID, tracker]);

  return (
    <div data-slot={slotID}>
      <AdvertSlot
        size="mpu"
        advert={shown && { imageKey: imageForSize(shown, 'mpu'), href: shown.href, alt: shown.name }}
        onClick={() => {
          if (shown) tracker.advertClick(pathname, { id: shown.id, name: shown.name, placement: slotID });
        }}
      />
    </div>
  );
}
