import type { PromoOverlay as PromoOverlayData } from '@club/api-client';
import { getClock } from '@club/clock';
import { closePromoOverlay, openPromoOverlay, promoOverlayOpenAtom } from '@club/site-state';
import { PromoOverlay } from '@club/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { markPromoSeenAtom, seenPromoIDsReadAtom } from '../commercial.atoms';
import { parseCookies } from '../cookies/cookies';
import { promoToShow, readSeenPromos, seenPromosCookie } from '../promo/promoSeen';
import { useCommercial } from './CommercialContext';
import { secureCookies, writeCookies } from './writeCookie';

/**
 * SPEC 4 'Promo overlay': after the first paint, the first active promo the fan has not seen opens
 * (site-state's promotion overlay, which locks the background) and is recorded in the seen cookie
 * (expires 2099) at once, so a reload never shows it again. The close icon, the underlay, Escape or following its link dismiss it. When the tab
 * becomes visible again the promos are checked anew (a promo may have started meanwhile).
 */
export function PromoOverlayHost() {
  const api = useCommercial()?.api;
  const seenInState = useAtomValue(seenPromoIDsReadAtom);
  const markSeen = useSetAtom(markPromoSeenAtom);
  const open = useAtomValue(promoOverlayOpenAtom);
  const openPromo = useSetAtom(openPromoOverlay);
  const closePromo = useSetAtom(closePromoOverlay);
  const [promo, setPromo] = useState<PromoOverlayData | null>(null);
  const openRef = useRef(false);
  const seenRef = useRef(seenInState);
  seenRef.current = seenInState;

  const check = useCallback(async () => {
    if (!api || openRef.current) return;
    let promos: readonly PromoOverlayData[];
    try {
      promos = (await api.commercial.promoOverlays('Web')).body;
    } catch (error) {
      // SPEC 8: promo failures are only logged.
      console.warn('Problem retrieving promo overlays', error);
      return;
    }
    // Another tab may have shown one meanwhile: the cookie is the record, the state its copy.
    const seen = [...new Set([...seenRef.current, ...readSeenPromos(parseCookies(document.cookie))])];
    const next = promoToShow(promos, getClock().now(), seen);
    if (!next || openRef.current) return;
    openRef.current = true;
    writeCookies([seenPromosCookie(seen, next.promoID, secureCookies())]);
    markSeen(next.promoID);
    setPromo(next);
    openPromo();
  }, [api, markSeen, openPromo]);

  useEffect(() => {
    void check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [check]);

  const close = useCallback(() => {
    openRef.current = false;
    setPromo(null);
    closePromo();
  }, [closePromo]);

  if (!promo || !open) return null;
  return (
    <PromoOverlay
      open
      onClose={close}
      size={promo.type === 'Mini' ? 'mini' : 'default'}
      promo={{ imageKey: promo.imageKey, imageAlt: promo.imageAltText, href: promo.url, newTab: promo.webNewWindow }}
    />
  );
}
