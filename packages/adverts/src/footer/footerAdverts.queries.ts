import type { FooterAdvertVersion } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import { advertStaleTime } from '../commercial.queries';
import type { CommercialApi } from '../react/CommercialContext';
import type { FooterAdvertSource } from './footerAdverts';

/**
 * The footer adverts' query (SPEC 2.4, 7), beside commercialQueries but in its own module, so its code
 * goes with FooterAdverts: a site that loads its footer on demand (issue 13) fetches them only then.
 */
export const footerAdvertsQuery = (api: CommercialApi, version: FooterAdvertVersion) =>
  queryOptions({
    queryKey: ['commercial', 'footer', version] as const,
    queryFn: () => loadFooterAdverts(api, version),
    staleTime: advertStaleTime,
  });

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
