import type { KyInstance } from 'ky';
import { getJson, sendJson } from '../http';
import type {
  StudioGrantOptions,
  StudioVoucher,
  StudioVoucherDetail,
  StudioVoucherInput,
  StudioVouchersQuery,
  StudioVouchersResponse,
} from './studio.commercial.schemas';

/**
 * The commercial desk's vouchers (`/api/studio/vouchers`, issue 16), on the staff session cookie. A
 * visitor gets ApiError 401; an account without the commercial or admin role ApiError 403 in words.
 */
export function createStudioCommercialClient(http: KyInstance) {
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
    /** Fans who try it afterwards are told it is no longer valid; who redeemed it keeps what they got. */
    disableVoucher: (code: string) => sendJson<StudioVoucher>(http, 'post', `api/studio/vouchers/${encodeURIComponent(code)}/disable`, {}),
    /** The packages and prices a voucher or a complimentary pass may grant. */
    grantOptions: () => getJson<StudioGrantOptions>(http, 'api/studio/voucher-options'),
  };
}
export type StudioCommercialClient = ReturnType<typeof createStudioCommercialClient>;
