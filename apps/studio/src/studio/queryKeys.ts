import type { StudioImageDesk } from '@club/api-client';

/**
 * Every TanStack Query key of the studio, from this one factory, all under `['studio']`, so signing in
 * or out forgets every answer at once. A list's key is its prefix (what a save invalidates) and its query
 * after it (`[...studioKeys.promos, { page: 2 }]`); an item's key is a function of its id.
 */
export const studioKeys = {
  all: ['studio'] as const,
  access: ['studio', 'access'] as const,
  // The newsroom and the content pages.
  articles: ['studio', 'articles'] as const,
  article: (id: number) => ['studio', 'article', id] as const,
  /** An article's history (every save adds to it); a revision itself never changes. */
  revisions: (id: number) => ['studio', 'revisions', id] as const,
  revision: (id: number, revisionId: number) => ['studio', 'revision', id, revisionId] as const,
  slug: (slug: string, except: number | undefined) => ['studio', 'slug', slug, except ?? null] as const,
  pages: ['studio', 'pages'] as const,
  /** Every page's answer (a prefix): a move or a removal changes other pages' places. */
  everyPage: ['studio', 'page'] as const,
  page: (id: number) => ['studio', 'page', id] as const,
  /** A page's history (every save adds to it); a revision itself never changes. */
  pageRevisions: (id: number) => ['studio', 'page-revisions', id] as const,
  pageRevision: (id: number, revisionId: number) => ['studio', 'page-revision', id, revisionId] as const,
  images: (desk: StudioImageDesk) => ['studio', 'images', desk] as const,
  // Club TV.
  videos: ['studio', 'clubtv', 'videos'] as const,
  video: (id: string) => ['studio', 'clubtv', 'video', id] as const,
  clubTvOptions: ['studio', 'clubtv', 'options'] as const,
  streams: ['studio', 'clubtv', 'streams'] as const,
  // Match day.
  console: ['studio', 'matchday', 'console'] as const,
  match: (id: number) => ['studio', 'matchday', 'match', id] as const,
  fixtures: ['studio', 'matchday', 'fixtures'] as const,
  matchdayOptions: ['studio', 'matchday', 'options'] as const,
  lineups: (id: number) => ['studio', 'matchday', 'lineups', id] as const,
  // Commercial.
  vouchers: ['studio', 'vouchers'] as const,
  voucher: (code: string) => ['studio', 'voucher', code] as const,
  /** Whether a code typed for a new voucher is taken. */
  voucherCode: (code: string) => ['studio', 'voucher-code', code] as const,
  grantOptions: ['studio', 'grant-options'] as const,
  promos: ['studio', 'promos'] as const,
  promo: (promoId: number) => ['studio', 'promo', promoId] as const,
  adverts: ['studio', 'adverts'] as const,
  advert: (advertId: number) => ['studio', 'advert', advertId] as const,
  sponsors: ['studio', 'sponsors'] as const,
  sponsor: (sponsorId: number) => ['studio', 'sponsor', sponsorId] as const,
  packages: ['studio', 'packages'] as const,
  package: (packageId: string) => ['studio', 'package', packageId] as const,
  headerSponsors: ['studio', 'header-sponsors'] as const,
  sectionSlots: ['studio', 'section-slots'] as const,
  // Fans, staff roles and the audit log.
  fan: (email: string) => ['studio', 'fan', email] as const,
  staff: ['studio', 'staff'] as const,
  audit: ['studio', 'audit'] as const,
};
