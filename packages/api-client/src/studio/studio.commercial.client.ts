import { getJson, sendJson, type Http } from '../http';
import type {
  StudioAdvert,
  StudioAdvertCreate,
  StudioAdvertsQuery,
  StudioAdvertsResponse,
  StudioAdvertSlotChange,
  StudioAdvertSlotOrder,
  StudioAdvertUpdate,
  StudioCommercialDelete,
  StudioPackage,
  StudioSponsor,
  StudioSponsorInput,
  StudioSponsorsQuery,
  StudioSponsorsResponse,
  StudioSponsorUpdate,
  StudioPackagesResponse,
  StudioPackageUpdate,
  StudioPageQuery,
  StudioPromo,
  StudioPromoInput,
  StudioPromosResponse,
  StudioPromoUpdate,
  StudioGrantOptions,
  StudioVoucher,
  StudioVoucherDetail,
  StudioVoucherInput,
  StudioVoucherUpdate,
  StudioVouchersQuery,
  StudioVouchersResponse,
} from './studio.commercial.schemas';

/**
 * The commercial desk's vouchers (`/api/studio/vouchers`, issue 16), on the staff session cookie. A
 * visitor gets ApiError 401; an account without the commercial or admin role ApiError 403 in words.
 */
export function createStudioCommercialClient(http: Http) {
  return {
    vouchers: (query: StudioVouchersQuery = {}) => {
      const params: Record<string, string | number> = {};
      if (query.page !== undefined) params.page = Number(query.page);
      if (query.q) params.q = query.q;
      return getJson<StudioVouchersResponse>(http, 'api/studio/vouchers', params);
    },
    voucher: (code: string) => getJson<StudioVoucherDetail>(http, `api/studio/vouchers/${encodeURIComponent(code)}`),
    /** 201 with the voucher; ApiError 409 'voucherCodeTaken' when a typed code is another voucher's. */
    createVoucher: (body: StudioVoucherInput) => sendJson<StudioVoucher>(http, 'post', 'api/studio/vouchers', body),
    /** New limits, expiry or switch; ApiError 409 'versionConflict' when someone saved it since `version`. */
    updateVoucher: (code: string, body: StudioVoucherUpdate) => sendJson<StudioVoucher>(http, 'put', `api/studio/vouchers/${encodeURIComponent(code)}`, body),
    /** Fans who try it afterwards are told it is no longer valid; who redeemed it keeps what they got. */
    disableVoucher: (code: string) => sendJson<StudioVoucher>(http, 'post', `api/studio/vouchers/${encodeURIComponent(code)}/disable`, {}),
    /** The packages and prices a voucher or a complimentary pass may grant. */
    grantOptions: () => getJson<StudioGrantOptions>(http, 'api/studio/voucher-options'),
    /** Promos in the order the sites pick from, 20 a page. */
    promos: (query: StudioPageQuery = {}) => getJson<StudioPromosResponse>(http, 'api/studio/promos', query.page === undefined ? {} : { page: Number(query.page) }),
    promo: (promoId: number) => getJson<StudioPromo>(http, `api/studio/promos/${promoId}`),
    /** 201 with the promo, last in the order; shown on the club site at once when running. */
    createPromo: (body: StudioPromoInput) => sendJson<StudioPromo>(http, 'post', 'api/studio/promos', body),
    /** ApiError 409 'versionConflict' when someone saved it since `version`. */
    updatePromo: (promoId: number, body: StudioPromoUpdate) => sendJson<StudioPromo>(http, 'put', `api/studio/promos/${promoId}`, body),
    /** The adverts of one slot (the first when none is named) in the order the sites pick from, 20 a page, with every slot. */
    adverts: (query: StudioAdvertsQuery = {}) => {
      const params: Record<string, string | number> = {};
      if (query.page !== undefined) params.page = Number(query.page);
      if (query.slot) params.slot = query.slot;
      return getJson<StudioAdvertsResponse>(http, 'api/studio/adverts', params);
    },
    advert: (advertId: number) => getJson<StudioAdvert>(http, `api/studio/adverts/${advertId}`),
    /** 201 with the advert, last in its slot; shown on the club site at once when running. */
    createAdvert: (body: StudioAdvertCreate) => sendJson<StudioAdvert>(http, 'post', 'api/studio/adverts', body),
    /** ApiError 409 'versionConflict' when someone saved it since `version`. */
    updateAdvert: (advertId: number, body: StudioAdvertUpdate) => sendJson<StudioAdvert>(http, 'put', `api/studio/adverts/${advertId}`, body),
    /** Gone from every slot and every site at once, and never laid back by the demo world; ApiError 409 'versionConflict'. */
    deleteAdvert: (advertId: number, body: StudioCommercialDelete) => sendJson<{ deleted: true }>(http, 'post', `api/studio/adverts/${advertId}/delete`, body),
    /** Put an advert in a slot, take it out, or move it up or down; ApiError 409 'versionConflict' when the slot changed since `version`. */
    changeAdvertSlot: (slotId: string, body: StudioAdvertSlotChange) => sendJson<StudioAdvertSlotOrder>(http, 'post', `api/studio/advert-slots/${encodeURIComponent(slotId)}`, body),
    /** One footer row's sponsors (the first row when none is named) in the order the site shows them, 20 a page, with every row. */
    sponsors: (query: StudioSponsorsQuery = {}) => {
      const params: Record<string, string | number> = {};
      if (query.page !== undefined) params.page = Number(query.page);
      if (query.row !== undefined) params.row = Number(query.row);
      return getJson<StudioSponsorsResponse>(http, 'api/studio/sponsors', params);
    },
    sponsor: (sponsorId: number) => getJson<StudioSponsor>(http, `api/studio/sponsors/${sponsorId}`),
    /** 201 with the sponsor, in its row; shown on the club site at once when published. */
    createSponsor: (body: StudioSponsorInput) => sendJson<StudioSponsor>(http, 'post', 'api/studio/sponsors', body),
    /** ApiError 409 'versionConflict' when someone saved it since `version`. */
    updateSponsor: (sponsorId: number, body: StudioSponsorUpdate) => sendJson<StudioSponsor>(http, 'put', `api/studio/sponsors/${sponsorId}`, body),
    /** Gone from the footer at once, never laid back; ApiError 409 when it is in the header or a section's slot, or 'versionConflict'. */
    deleteSponsor: (sponsorId: number, body: StudioCommercialDelete) => sendJson<{ deleted: true }>(http, 'post', `api/studio/sponsors/${sponsorId}/delete`, body),
    /** Packages in the packages service's order, on sale or not, 20 a page. */
    packages: (query: StudioPageQuery = {}) => getJson<StudioPackagesResponse>(http, 'api/studio/packages', query.page === undefined ? {} : { page: Number(query.page) }),
    package: (packageId: string) => getJson<StudioPackage>(http, `api/studio/packages/${encodeURIComponent(packageId)}`),
    /** A changed amount is sold under a new price id; ApiError 409 'versionConflict' when someone saved it since. */
    updatePackage: (packageId: string, body: StudioPackageUpdate) => sendJson<StudioPackage>(http, 'put', `api/studio/packages/${encodeURIComponent(packageId)}`, body),
  };
}
export type StudioCommercialClient = ReturnType<typeof createStudioCommercialClient>;
