import { getClock } from '@club/clock';
import { lockBackgroundAtom } from '@club/site-state';
import type { PromoOverlayProps } from '@club/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { commercialQueries } from '../commercial.queries';
import {
  advertRulesAtom,
  cookieNoticeOpenAtom,
  dismissPromotionAtom,
  promotionAtom,
  promotionShownAtom,
  seenPromoIDsReadAtom,
  showPromotionAtom,
} from '../commercial.atoms';
import { parseCookies } from '../cookies/cookies';
import { promoToShow, readSeenPromos, seenPromosCookie } from '../promo/promoSeen';
import { fanHasFocus, isQuietPath, promotionShownCookie, promotionShownThisVisit } from '../promo/promotionRules';
import { useCommercial, type CommercialContextValue } from './CommercialContext';
import { secureCookies, writeCookies } from './writeCookie';

/**
 * SPEC 4 'Promo overlay', in issue 14's order: one thing at a time, and a promotion last.
 *
 * The layout's loader reads the promos with the page, so the first active promo the fan has not seen is
 * known at hydration and never pops in late. It opens only when all of these hold:
 * - nothing else is open: the cookie notice has been answered, and no overlay the fan asked for (menu,
 *   search, account panel, player, packages…) is showing (site-state refuses it otherwise);
 * - the page is not one the fan came to get something done on (account, buying, the live player);
 * - the fan has not put the focus anywhere (typing in a field, tabbing through links): a promotion
 *   never takes focus from where the fan put it;
 * - no promotion was shown in this visit yet (a session cookie), so closing one never brings another;
 * - in child mode, the promo is child friendly (issue 16: staff flag promos in the studio).
 * It is recorded in the seen cookie (expires 2099) as it opens. The promos are read again when the tab
 * becomes visible (a promo may have started meanwhile), within the same rules.
 */
export function PromoOverlayHost() {
  const commercial = useCommercial();
  if (!commercial) return null;
  return <PromotionHost {...commercial} />;
}

function PromotionHost({ api, pathname }: CommercialContextValue) {
  // SPEC 4: 'always' re-reads the promos whenever the tab becomes visible again.
  const { data: promos } = useQuery({ ...commercialQueries.promoOverlays(api), refetchOnWindowFocus: 'always' });
  const seenInState = useAtomValue(seenPromoIDsReadAtom);
  const cookieNoticeOpen = useAtomValue(cookieNoticeOpenAtom);
  const somethingOpen = useAtomValue(lockBackgroundAtom);
  const alreadyShown = useAtomValue(promotionShownAtom);
  const focused = useFanFocus();
  const show = useSetAtom(showPromotionAtom);
  const { childMode } = useAtomValue(advertRulesAtom);

  const mayOpen =
    promos !== undefined && !alreadyShown && !cookieNoticeOpen && !somethingOpen && !focused && !isQuietPath(pathname);

  useEffect(() => {
    if (!mayOpen) return;
    const jar = parseCookies(document.cookie);
    // Another tab may have shown one meanwhile: the cookies are the record, the state their copy.
    if (promotionShownThisVisit(jar)) return;
    const seen = [...new Set([...seenInState, ...readSeenPromos(jar)])];
    const next = promoToShow(promos, getClock().now(), seen, childMode);
    if (!next || !show(next)) return;
    const secure = secureCookies();
    writeCookies([seenPromosCookie(seen, next.promoID, secure), promotionShownCookie(secure)]);
  }, [mayOpen, promos, seenInState, show, childMode]);

  return <ShownPromotion />;
}

// The overlay (its frame, focus trap and scroll lock) loads when a promotion first opens (issue 13): most
// page loads show none, and none is ever open at hydration (it opens from an effect). A promotion whose
// code cannot be fetched closes again at once (the page is unlocked), rather than failing the page.
const PromoOverlay = lazy(
  (): Promise<{ default: ComponentType<PromoOverlayProps> }> =>
    import('./promoOverlayChunk').then(
      (module) => ({ default: module.PromoOverlay }),
      () => ({ default: ClosePromotion }),
    ),
);

function ClosePromotion({ onClose }: Pick<PromoOverlayProps, 'onClose'>) {
  useEffect(onClose, [onClose]);
  return null;
}

function ShownPromotion() {
  const promo = useAtomValue(promotionAtom);
  const dismiss = useSetAtom(dismissPromotionAtom);
  if (!promo) return null;
  return (
    <Suspense fallback={null}>
      <PromoOverlay
        open
        onClose={dismiss}
        size={promo.type === 'Mini' ? 'mini' : 'default'}
        promo={{ imageKey: promo.imageKey, imageAlt: promo.imageAltText, href: promo.url, newTab: promo.webNewWindow }}
      />
    </Suspense>
  );
}

// On `focusout` the document briefly has no focus before the next element takes it, so each change is
// read once the move has settled.
const subscribeToFocus = (onChange: () => void) => {
  const settled = () => setTimeout(onChange, 0);
  document.addEventListener('focusin', settled);
  document.addEventListener('focusout', settled);
  return () => {
    document.removeEventListener('focusin', settled);
    document.removeEventListener('focusout', settled);
  };
};
const fanFocusNow = () => fanHasFocus(document);
const noFocusOnServer = () => false;

/** Whether the fan's focus is somewhere on the page, followed as it moves. */
function useFanFocus(): boolean {
  return useSyncExternalStore(subscribeToFocus, fanFocusNow, noFocusOnServer);
}
