import { createHash } from 'node:crypto';
import type { Seed } from '../../infra/db/seeding';

/** The simulator's promotion codes: BLUES10 takes 10% off the first payment. */
export const simulatorCoupons = [
  {
    coupon: { id: 'blues10', object: 'coupon', name: '10% off', percent_off: 10, amount_off: null, currency: null, duration: 'once', valid: true, livemode: false, created: 0, metadata: {} },
    promotionCode: { id: 'promo_blues10', object: 'promotion_code', code: 'BLUES10', active: true, livemode: false, created: 0, metadata: {} },
  },
];

/** Upserts the coupons and codes (the simulator's other objects are made by use, never by the seed). */
export const stripeSimulatorSeed: Seed = {
  name: 'stripe-simulator',
  version: createHash('sha256').update(JSON.stringify(simulatorCoupons)).digest('hex').slice(0, 16),
  async apply(trx) {
    for (const { coupon, promotionCode } of simulatorCoupons) {
      const couponRow = { id: coupon.id, data: JSON.stringify(coupon), created: coupon.created };
      await trx
        .insertInto('sim_coupon')
        .values(couponRow)
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ data: couponRow.data }))
        .execute();
      const promotion = { ...promotionCode, coupon };
      const promotionRow = { id: promotion.id, code: promotion.code, data: JSON.stringify(promotion), created: promotion.created };
      await trx
        .insertInto('sim_promotion_code')
        .values(promotionRow)
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ code: promotionRow.code, data: promotionRow.data }))
        .execute();
    }
  },
  // The simulator's demo promotion code: not without the demo world.
  async removeDemo(trx) {
    await trx.deleteFrom('sim_promotion_code').where('id', 'in', simulatorCoupons.map(({ promotionCode }) => promotionCode.id)).execute();
    await trx.deleteFrom('sim_coupon').where('id', 'in', simulatorCoupons.map(({ coupon }) => coupon.id)).execute();
  },
};
