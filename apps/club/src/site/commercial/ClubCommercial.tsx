import { CommercialProvider, CookieNotice, PromoOverlayHost, type CommercialLayoutData } from '@club/adverts';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The club's commercial and consent layer (packages/adverts) fitted to its layout: the provider around
 * the page, and the pieces ClubLayout puts after the page (the footer's are in ClubFooter, loaded on
 * demand). Each renders nothing without `data` (the root error page, whose loader failed).
 */
export function ClubCommercial({ data, pathname, children }: { data: CommercialLayoutData | undefined; pathname: string; children: ReactNode }) {
  const { api } = useRouteContext({ from: '__root__' });
  if (!data) return children;
  return (
    <CommercialProvider api={api} preferences={data.preferences} advertisingDisabled={data.advertisingDisabled} pathname={pathname}>
      {children}
    </CommercialProvider>
  );
}

/** After the page: the cookie notice (fixed at the bottom) and the promo overlay. */
export function ClubConsentAndPromos({ data }: { data: CommercialLayoutData | undefined }) {
  if (!data) return null;
  return (
    <>
      <CookieNotice heading={data.cookieNotice.heading} body={data.cookieNotice.body} />
      <PromoOverlayHost />
    </>
  );
}
