import type { FooterAdvertVersion } from '@club/api-client';
import { getClock } from '@club/clock';
import { AdvertSlot } from '@club/ui';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { advertRulesAtom } from '../commercial.atoms';
import { fillFooterSlots, imageForSize, shownFooterAdverts } from '../footer/footerAdverts';
import { footerAdvertsQuery } from '../footer/footerAdverts.queries';
import { footerTrackingDelayMs } from '../tracking/tracker';
import { useCommercial, type CommercialContextValue } from './CommercialContext';
import * as styles from './FooterAdverts.css';

export type FooterAdvertsProps = {
  /** The advertising settings' `footerVersion`. */
  version: FooterAdvertVersion;
};

/**
 * SPEC 2.4's footer advertising: three slots (MPU 300, banner 728, large banner 1000) filled from the
 * chosen version by every display rule of SPEC 4, 5 and 9. The boxes are drawn by the server and the
 * adverts load in the browser after the first paint, so nothing shifts. Loads are tracked 2 s after each
 * route change and clicks at once, both only with analytics consent (the tracker checks).
 */
export function FooterAdverts({ version }: FooterAdvertsProps) {
  const commercial = useCommercial();
  const { advertisingDisabled } = useAtomValue(advertRulesAtom);
  if (!commercial || advertisingDisabled) return null;
  return <FooterAdvertBoxes version={version} {...commercial} />;
}

function FooterAdvertBoxes({ version, api, tracker, pathname }: FooterAdvertsProps & CommercialContextValue) {
  const { childMode } = useAtomValue(advertRulesAtom);
  // useQuery never fetches on the server: the boxes are drawn empty and fill in the browser after the
  // first paint.
  const { data: source } = useQuery(footerAdvertsQuery(api, version));

  // Until the browser has loaded (and knows the time), every box stays empty, on the server too.
  const slots = useMemo(
    () => fillFooterSlots(source === undefined ? [] : shownFooterAdverts(source, { now: getClock().now(), childMode })),
    [source, childMode],
  );

  const shownKey = slots.map((slot) => slot.advert?.id ?? '').join('|');
  useEffect(() => {
    if (shownKey.replaceAll('|', '') === '') return;
    const timer = setTimeout(() => {
      for (const slot of slots) {
        if (slot.advert) tracker.advertLoad(pathname, { id: slot.advert.id, name: slot.advert.name, placement: slot.slotID });
      }
    }, footerTrackingDelayMs);
    return () => clearTimeout(timer);
    // `slots` is read through shownKey: a new array with the same adverts must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey, pathname, tracker]);

  return (
    <div className={styles.root} data-footer-version={version}>
      {slots.map(({ slotID: slotId, size, advert }) => (
        <div key={slotId} className={styles.slot} data-slot={slotId}>
          <AdvertSlot
            size={size}
            advert={advert && { imageKey: imageForSize(advert, size), href: advert.href, alt: advert.name }}
            onClick={() => {
              if (advert) tracker.advertClick(pathname, { id: advert.id, name: advert.name, placement: slotId });
            }}
          />
        </div>
      ))}
    </div>
  );
}
