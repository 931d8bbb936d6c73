import type { FooterAdvertVersion } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { FooterAdvertSource } from './footer/footerAdverts';
import type { CommercialApi } from './react/CommercialContext';

/**
 * The commercial layer's server data, as TanStack Query options: one key per slot or footer version,
 * shared by every component that shows it, so a route change reuses what the last page loaded. Adverts
 * run in windows of minutes, so a minute's freshness is plenty.
 */
const advertStaleTime = 60_000;

export const commercialQueries = {
  slotAdvert: (api: CommercialApi, slotID: string) =>
    queryOptions({
      queryKey: ['commercial', 'slot', slotID] as const,
      queryFn: async () => (await api.commercial.slotAdvert(slotID)).data.attributes.advert,
      staleTime: advertStaleTime,
    }),
  /** SPEC 7 'GET {promo api}/promo-overlays/?channel=Web': the layout's loader reads it with the page. */
  promoOverlays: (api: CommercialApi) =>
    queryOptions({
      queryKey: ['commercial', 'promos', 'Web'] as const,
      queryFn: async () => (await api.commercial.promoOverlays('Web')).body,
      staleTime: advertStaleTime,
    }),
  footerAdverts: (api: CommercialApi, version: FooterAdvertVersion) =>
    queryOptions({
      queryKey: ['commercial', 'footer', version] as const,
      queryFn: () => loadFooterAdverts(api, version),
      staleTime: advertStaleTime,
    }),
};

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
