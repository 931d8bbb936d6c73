import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Insertable } from 'kysely';
import { packageRoot } from '../../config';
import type { EntitlementGrantTable, VoucherTable } from './db';
import type { Seed } from '../../infra/db/seeding';
import type { Package } from '@club/api-client';

interface DemoFile {
  accounts: { email: string; sub: string; entitlements: string[] }[];
  vouchers: {
    code: string;
    shows: string;
    /** A package id, or 'next-match-pass' for the pass of the next first-team match. */
    package: string;
    /** Null: the package's only price. */
    price: string | null;
    maxRedemptions: number;
    accessDays: number | null;
    redeemableUntil: string | null;
    alreadyUsed: boolean;
  }[];
}

/** tooling/demo-accounts.json, read at run time like identity's seed (the platform runs from the repository). */
const demo = JSON.parse(readFileSync(join(packageRoot(), '..', '..', 'tooling', 'demo-accounts.json'), 'utf8')) as DemoFile;

function voucherPackage(packages: readonly Package[], entry: DemoFile['vouchers'][number]): { packageId: string; priceId: string } {
  const pkg =
    entry.package === 'next-match-pass'
      ? packages.find((candidate) => candidate.attributes.packageType === 'match-pass')
      : packages.find((candidate) => candidate.id === entry.package);
  const price = pkg?.attributes.priceData.find((option) => entry.price === null || option.id === entry.price);
  if (!pkg || !price) throw new Error(`tooling/demo-accounts.json: voucher ${entry.code} names no package price on sale`);
  return { packageId: pkg.id, priceId: price.id };
}

/** The demo vouchers for the world's packages ('next-match-pass' is the pass of its next first-team match). */
export const demoVoucherRowsFor = (packages: readonly Package[]): (Omit<Insertable<VoucherTable>, 'version'> & { redemption_count: number })[] =>
  demo.vouchers.map((entry) => {
    const { packageId, priceId } = voucherPackage(packages, entry);
    return {
      code: entry.code.toUpperCase(),
      package_id: packageId,
      price_id: priceId,
      description: entry.shows,
      max_redemptions: entry.maxRedemptions,
      redemption_count: entry.alreadyUsed ? entry.maxRedemptions : 0,
      redeemable_until: entry.redeemableUntil,
      access_days: entry.accessDays,
      created_at: '2025-07-01T00:00:00.000Z',
    };
  });

/** What each demo account holds: seeded grants, for good, marked as the seed's own. */
export const demoEntitlements = demo.accounts.flatMap((account) =>
  account.entitlements.map((entitlement) => ({ userId: account.sub, entitlement })),
);

/**
 * The demo accounts' entitlements and the demo vouchers. Seed grants are replaced whole; vouchers are
 * upserted by code, keeping how often each has been redeemed (except the one seeded as used). Users'
 * own grants (purchases, redeemed vouchers) are never touched.
 */
export const createPaymentsSeed = (packages: readonly Package[]): Seed => {
  const demoVoucherRows = demoVoucherRowsFor(packages);
  return {
    name: 'payments',
    version: createHash('sha256').update(JSON.stringify({ demoEntitlements, demoVoucherRows })).digest('hex').slice(0, 16),
    async apply(trx, appliedAt) {
      await trx.deleteFrom('entitlement_grant').where('source', '=', 'seed').execute();
      const grants: Insertable<EntitlementGrantTable>[] = demoEntitlements.map(({ userId, entitlement }) => ({
        id: randomUUID(),
        user_id: userId,
        entitlement,
        source: 'seed',
        source_id: 'demo-accounts',
        valid_from: '2025-07-01T00:00:00.000Z',
        valid_until: null,
        revoked_at: null,
        updated_at: appliedAt,
      }));
      if (grants.length) await trx.insertInto('entitlement_grant').values(grants).execute();
      for (const row of demoVoucherRows) {
        const { code: _code, created_at: _created, redemption_count: count, ...definition } = row;
        await trx
          .insertInto('voucher')
          .values({ ...row, version: 1 })
          .onConflict((conflict) =>
            conflict
              .column('code')
              .doUpdateSet(row.redemption_count > 0 ? { ...definition, redemption_count: count } : definition)
              // A demo voucher staff changed in the studio (issue 16) is theirs now.
              .where('voucher.version', '=', 1),
          )
          .execute();
      }
    },
    // No demo world: no seeded grants, and none of the demo codes (published in the README) redeems.
    async removeDemo(trx) {
      await trx.deleteFrom('entitlement_grant').where('source', '=', 'seed').execute();
      await trx.deleteFrom('voucher').where('code', 'in', demoVoucherRows.map((row) => row.code)).execute();
    },
  };
};
