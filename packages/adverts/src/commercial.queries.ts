import { queryOptions } from '@tanstack/react-query';
import type { CommercialApi } from './react/CommercialContext';

/**
 * The commercial layer's server data, as TanStack Query options: one key per slot or footer version,
 * shared by every component that shows it, so a route change reuses what the last page loaded. Adverts
 * run in windows of minutes, so a minute's freshness is plenty. The footer's adverts have theirs in
 * footer/footerAdverts.queries, loaded with the footer.
 */
export const advertStaleTime = 60_000;

export const commercialQueries = {
  slotAdvert: (api: CommercialApi, slotId: string) =>
    queryOptions({
      queryKey: ['commercial', 'slot', slotId] as const,
      queryFn: async () => (await api.commercial.slotAdvert(slotId)).data.attributes.advert,
      staleTime: advertStaleTime,
    }),
  /** SPEC 7 'GET {promo api}/promo-overlays/?channel=Web': the layout's loader reads it with the page. */
  promoOverlays: (api: CommercialApi) =>
    queryOptions({
      queryKey: ['commercial', 'promos', 'Web'] as const,
      queryFn: async () => (await api.commercial.promoOverlays('Web')).body,
      staleTime: advertStaleTime,
    }),
};
