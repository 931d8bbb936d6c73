import {
  ApiError,
  createApiClient,
  createHttp,
  createStudioCommercialClient,
  createStudioFansClient,
  createStudioSponsorSlotsClient,
  type StudioAdvertsQuery,
  type StudioAuditQuery,
  type StudioSponsorsQuery,
  type StudioCommercialClient,
  type StudioPageQuery,
  type StudioFansClient,
  type StudioSponsorSlotsClient,
  type StudioVouchersQuery,
} from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import { withSessionRenewal } from '../../../../studio/studioApi';

/** The commercial and fans desks' api, same-origin, renewing the access cookie on a 401 like the newsroom's. */
export type DeskApi = { commercial: StudioCommercialClient; fans: StudioFansClient; sponsorSlots: StudioSponsorSlotsClient };

let shared: DeskApi | null = null;

/** One per page (the staff's routes render in the browser only). */
export function deskApi(): DeskApi {
  if (shared) return shared;
  const { identity } = createApiClient({ baseUrl: '' });
  let renewing: Promise<boolean> | null = null;
  const renew = () =>
    (renewing ??= identity
      .refresh()
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        renewing = null;
      }));
  const http = createHttp({ baseUrl: '' });
  shared = {
    commercial: withSessionRenewal(createStudioCommercialClient(http), renew),
    fans: withSessionRenewal(createStudioFansClient(http), renew),
    sponsorSlots: withSessionRenewal(createStudioSponsorSlotsClient(http), renew),
  };
  return shared;
}

/** Under `['studio']`, so signing out forgets them with the rest of the studio's answers. */
export const deskKeys = {
  vouchers: ['studio', 'vouchers'] as const,
  voucher: (code: string) => ['studio', 'voucher', code] as const,
  grantOptions: ['studio', 'grant-options'] as const,
  promos: ['studio', 'promos'] as const,
  promo: (promoID: number) => ['studio', 'promo', promoID] as const,
  adverts: ['studio', 'adverts'] as const,
  advert: (advertID: number) => ['studio', 'advert', advertID] as const,
  sponsors: ['studio', 'sponsors'] as const,
  sponsor: (sponsorID: number) => ['studio', 'sponsor', sponsorID] as const,
  packages: ['studio', 'packages'] as const,
  package: (packageId: string) => ['studio', 'package', packageId] as const,
  fan: (email: string) => ['studio', 'fan', email] as const,
  headerSponsors: ['studio', 'header-sponsors'] as const,
  sectionSlots: ['studio', 'section-slots'] as const,
  audit: ['studio', 'audit'] as const,
};

export const deskQueries = {
  vouchers: (query: StudioVouchersQuery) =>
    queryOptions({ queryKey: [...deskKeys.vouchers, query] as const, queryFn: () => deskApi().commercial.vouchers(query), staleTime: 10_000 }),
  voucher: (code: string) => queryOptions({ queryKey: deskKeys.voucher(code), queryFn: () => deskApi().commercial.voucher(code), staleTime: 10_000 }),
  grantOptions: () => queryOptions({ queryKey: deskKeys.grantOptions, queryFn: () => deskApi().commercial.grantOptions(), staleTime: 5 * 60_000 }),
  promos: (query: StudioPageQuery) =>
    queryOptions({ queryKey: [...deskKeys.promos, query] as const, queryFn: () => deskApi().commercial.promos(query), staleTime: 10_000 }),
  promo: (promoID: number) => queryOptions({ queryKey: deskKeys.promo(promoID), queryFn: () => deskApi().commercial.promo(promoID), staleTime: 10_000 }),
  adverts: (query: StudioAdvertsQuery) =>
    queryOptions({ queryKey: [...deskKeys.adverts, query] as const, queryFn: () => deskApi().commercial.adverts(query), staleTime: 10_000 }),
  advert: (advertID: number) => queryOptions({ queryKey: deskKeys.advert(advertID), queryFn: () => deskApi().commercial.advert(advertID), staleTime: 10_000 }),
  sponsors: (query: StudioSponsorsQuery) =>
    queryOptions({ queryKey: [...deskKeys.sponsors, query] as const, queryFn: () => deskApi().commercial.sponsors(query), staleTime: 10_000 }),
  sponsor: (sponsorID: number) => queryOptions({ queryKey: deskKeys.sponsor(sponsorID), queryFn: () => deskApi().commercial.sponsor(sponsorID), staleTime: 10_000 }),
  packages: (query: StudioPageQuery) =>
    queryOptions({ queryKey: [...deskKeys.packages, query] as const, queryFn: () => deskApi().commercial.packages(query), staleTime: 10_000 }),
  package: (packageId: string) => queryOptions({ queryKey: deskKeys.package(packageId), queryFn: () => deskApi().commercial.package(packageId), staleTime: 10_000 }),
  headerSponsors: () => queryOptions({ queryKey: deskKeys.headerSponsors, queryFn: () => deskApi().sponsorSlots.headerSponsors(), staleTime: 10_000 }),
  sectionSlots: () => queryOptions({ queryKey: deskKeys.sectionSlots, queryFn: () => deskApi().sponsorSlots.sectionSlots(), staleTime: 10_000 }),
  fan: (email: string) => queryOptions({ queryKey: deskKeys.fan(email), queryFn: () => deskApi().fans.fan(email), staleTime: 5_000, retry: false }),
};

/** The words of a refusal, or a plain sentence when the platform could not be reached. */
export function refusalOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export type AuditQuery = StudioAuditQuery;
