import type { SlotServiceAdvert } from '@club/api-client';
import { isSlotServiceAdvertShown } from '@club/api-client';
import { AdvertSlot } from '@club/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { advertRulesAtom } from '../commercial.atoms';
import { fromSlotServiceAdvert, imageForSize } from '../footer/footerAdverts';
import { useCommercial } from './CommercialContext';

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
  const api = commercial?.api;
  const tracker = commercial?.tracker;
  const pathname = commercial?.pathname ?? '/';
  const { childMode, advertisingDisabled } = useAtomValue(advertRulesAtom);
  const [advert, setAdvert] = useState<SlotServiceAdvert | null>(null);

  useEffect(() => {
    if (!api || advertisingDisabled) return;
    let current = true;
    setAdvert(null);
    api.commercial.slotAdvert(slotID).then(
      (response) => {
        if (current) setAdvert(response.data.attributes.advert);
      },
      (error: unknown) => console.warn(`Problem retrieving the ${slotID} advert`, error),
    );
    return () => {
      current = false;
    };
  }, [api, slotID, advertisingDisabled]);

  const shown = isSlotServiceAdvertShown(advert, { childMode }) ? fromSlotServiceAdvert(advert) : null;

  useEffect(() => {
    if (shown) tracker?.advertLoad(pathname, { id: shown.id, name: shown.name, placement: slotID });
    // Once per advert and page, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown?.id, pathname, slotID, tracker]);

  if (!commercial || advertisingDisabled) return null;
  return (
    <div data-slot={slotID}>
      <AdvertSlot
        size="mpu"
        advert={shown && { imageKey: imageForSize(shown, 'mpu'), href: shown.href, alt: shown.name }}
        onClick={() => {
          if (shown) tracker?.advertClick(pathname, { id: shown.id, name: shown.name, placement: slotID });
        }}
      />
    </div>
  );
}
