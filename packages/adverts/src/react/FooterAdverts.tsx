import type { FooterAdvertVersion } from '@club/api-client';
import { getClock } from '@club/clock';
import { AdvertSlot } from '@club/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { advertRulesAtom } from '../commercial.atoms';
import { fillFooterSlots, imageForSize, shownFooterAdverts, type FooterAdvertSource } from '../footer/footerAdverts';
import { footerTrackingDelayMs } from '../tracking/tracker';
import { useCommercial, type CommercialApi } from './CommercialContext';
import * as styles from './FooterAdverts.css';

export type FooterAdvertsProps = {
  /** The advertising settings' `footerVersion`. */
  version: FooterAdvertVersion;
};

const empty = (version: FooterAdvertVersion): FooterAdvertSource =>
  version === 'experiments' ? { version, adverts: [], feed: [] } : { version, adverts: [] };

const settled = <T,>(result: PromiseSettledResult<T>, fallback: T, what: string): T => {
  if (result.status === 'fulfilled') return result.value;
  // SPEC 8: advert failures are only logged.
  console.warn(`Problem retrieving ${what}`, result.reason);
  return fallback;
};

async function loadFooterAdverts(api: CommercialApi, version: FooterAdvertVersion): Promise<FooterAdvertSource> {
  switch (version) {
    case 'web': {
      const [web] = await Promise.allSettled([api.commercial.footerAdverts()]);
      return { version, adverts: settled(web, { adverts: [] }, 'footer adverts').adverts };
    }
    case 'slots': {
      const [slots] = await Promise.allSettled([api.commercial.slotAdverts('footer_slot')]);
      return { version, adverts: settled(slots, null, 'footer slot adverts')?.data.attributes.adverts ?? [] };
    }
    case 'experiments': {
      const [experiments, feed] = await Promise.allSettled([api.commercial.experiments(), api.commercial.feed()]);
      return {
        version,
        adverts: settled(experiments, null, 'experiments adverts')?.data.body ?? [],
        feed: settled(feed, { data: [] }, 'feed adverts').data,
      };
    }
    default:
      return version satisfies never;
  }
}

/**
 * SPEC 2.4's footer advertising: three slots (MPU 300, banner 728, large banner 1000) filled from the
 * chosen version by every display rule of SPEC 4, 5 and 9. The boxes are drawn by the server and the
 * adverts load in the browser after the first paint, so nothing shifts. Loads are tracked 2 s after each
 * route change and clicks at once, both only with analytics consent (the tracker checks).
 */
export function FooterAdverts({ version }: FooterAdvertsProps) {
  const commercial = useCommercial();
  const api = commercial?.api;
  const tracker = commercial?.tracker;
  const pathname = commercial?.pathname ?? '/';
  const { childMode, advertisingDisabled } = useAtomValue(advertRulesAtom);
  const [source, setSource] = useState<FooterAdvertSource>(() => empty(version));
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    if (!api || advertisingDisabled) return;
    let current = true;
    void loadFooterAdverts(api, version).then((loaded) => {
      if (!current) return;
      setSource(loaded);
      setNow(getClock().now());
    });
    return () => {
      current = false;
    };
  }, [api, version, advertisingDisabled]);

  // Until the browser has loaded (and knows the time), every box stays empty, on the server too.
  const slots = useMemo(
    () => fillFooterSlots(now === null ? [] : shownFooterAdverts(source, { now, childMode })),
    [source, now, childMode],
  );

  const shownKey = slots.map((slot) => slot.advert?.id ?? '').join('|');
  useEffect(() => {
    if (shownKey.replaceAll('|', '') === '') return;
    const timer = setTimeout(() => {
      for (const slot of slots) {
        if (slot.advert) tracker?.advertLoad(pathname, { id: slot.advert.id, name: slot.advert.name, placement: slot.slotID });
      }
    }, footerTrackingDelayMs);
    return () => clearTimeout(timer);
    // `slots` is read through shownKey: a new array with the same adverts must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey, pathname, tracker]);

  if (!commercial || advertisingDisabled) return null;
  return (
    <div className={styles.root} data-footer-version={version}>
      {slots.map(({ slotID, size, advert }) => (
        <div key={slotID} className={styles.slot} data-slot={slotID}>
          <AdvertSlot
            size={size}
            advert={advert && { imageKey: imageForSize(advert, size), href: advert.href, alt: advert.name }}
            onClick={() => {
              if (advert) tracker?.advertClick(pathname, { id: advert.id, name: advert.name, placement: slotID });
            }}
          />
        </div>
      ))}
    </div>
  );
}
