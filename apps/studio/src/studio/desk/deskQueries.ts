import type { StudioAdvertsQuery, StudioPageQuery, StudioSponsorsQuery, StudioVouchersQuery } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import { studioKeys } from '../queryKeys';
import type { StudioApi } from '../studioApi';

/** The commercial and fans desks' server data as TanStack Query options, on the studio api of the router context. */
export const deskQueries = {
  vouchers: (studio: StudioApi, query: StudioVouchersQuery) =>
    queryOptions({ queryKey: [...studioKeys.vouchers, query] as const, queryFn: () => studio.commercial.vouchers(query), staleTime: 10_000 }),
  voucher: (studio: StudioApi, code: string) => queryOptions({ queryKey: studioKeys.voucher(code), queryFn: () => studio.commercial.voucher(code), staleTime: 10_000 }),
  grantOptions: (studio: StudioApi) => queryOptions({ queryKey: studioKeys.grantOptions, queryFn: () => studio.commercial.grantOptions(), staleTime: 5 * 60_000 }),
  promos: (studio: StudioApi, query: StudioPageQuery) =>
    queryOptions({ queryKey: [...studioKeys.promos, query] as const, queryFn: () => studio.commercial.promos(query), staleTime: 10_000 }),
  promo: (studio: StudioApi, promoId: number) => queryOptions({ queryKey: studioKeys.promo(promoId), queryFn: () => studio.commercial.promo(promoId), staleTime: 10_000 }),
  adverts: (studio: StudioApi, query: StudioAdvertsQuery) =>
    queryOptions({ queryKey: [...studioKeys.adverts, query] as const, queryFn: () => studio.commercial.adverts(query), staleTime: 10_000 }),
  advert: (studio: StudioApi, advertId: number) =>
    queryOptions({ queryKey: studioKeys.advert(advertId), queryFn: () => studio.commercial.advert(advertId), staleTime: 10_000 }),
  sponsors: (studio: StudioApi, query: StudioSponsorsQuery) =>
    queryOptions({ queryKey: [...studioKeys.sponsors, query] as const, queryFn: () => studio.commercial.sponsors(query), staleTime: 10_000 }),
  sponsor: (studio: StudioApi, sponsorId: number) =>
    queryOptions({ queryKey: studioKeys.sponsor(sponsorId), queryFn: () => studio.commercial.sponsor(sponsorId), staleTime: 10_000 }),
  packages: (studio: StudioApi, query: StudioPageQuery) =>
    queryOptions({ queryKey: [...studioKeys.packages, query] as const, queryFn: () => studio.commercial.packages(query), staleTime: 10_000 }),
  package: (studio: StudioApi, packageId: string) =>
    queryOptions({ queryKey: studioKeys.package(packageId), queryFn: () => studio.commercial.package(packageId), staleTime: 10_000 }),
  headerSponsors: (studio: StudioApi) => queryOptions({ queryKey: studioKeys.headerSponsors, queryFn: () => studio.sponsorSlots.headerSponsors(), staleTime: 10_000 }),
  sectionSlots: (studio: StudioApi) => queryOptions({ queryKey: studioKeys.sectionSlots, queryFn: () => studio.sponsorSlots.sectionSlots(), staleTime: 10_000 }),
  fan: (studio: StudioApi, email: string) => queryOptions({ queryKey: studioKeys.fan(email), queryFn: () => studio.fans.fan(email), staleTime: 5_000, retry: false }),
  staff: (studio: StudioApi) => queryOptions({ queryKey: studioKeys.staff, queryFn: () => studio.fans.staff(), staleTime: 5_000 }),
};
