import { randomInt, randomUUID } from 'node:crypto';
import {
  type Package,
  type StudioGrantOptions,
  type StudioVoucher,
  type StudioVoucherDetail,
  type StudioVoucherInput,
  type StudioVoucherStatus,
  type StudioVoucherUpdate,
  voucherLimitBelowUsesMessage,
  studioVouchersPageSize,
  voucherCodeTakenMessage,
} from '@club/api-client';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { countedPage, nthPage } from '../../infra/db/paging';
import type { VoucherTable } from './db';
import { HttpError } from '../../infra/http/errors';
import { type PackagesRepo, readCatalogue } from '../../modules/packages/repo';
import { isUniqueViolation } from './repo';
import { VersionConflict } from '../studio/conflict';
import { recordAudit } from '../studio/audit';
import type { StaffMember } from '../studio/staff';

export const voucherNotFoundMessage = 'There is no voucher with that code.';
export const noSuchPriceMessage = 'That package or price is not on sale. Choose one from the list.';

// No 0/O or 1/I: a code read out over the phone or printed on a flyer survives.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A code nobody typed: BLUES-XXXX-XXXX, about 40 bits, so a clash (retried) is all but unheard of. */
export function generateVoucherCode(prefix = 'BLUES'): string {
  const part = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${prefix}-${part()}-${part()}`;
}

export function voucherStatus(row: Pick<VoucherTable, 'disabled_at' | 'redemption_count' | 'max_redemptions' | 'redeemable_until'>, now: string): StudioVoucherStatus {
  if (row.disabled_at) return 'disabled';
  if (row.redemption_count >= row.max_redemptions) return 'usedUp';
  if (row.redeemable_until && row.redeemable_until <= now) return 'expired';
  return 'active';
}

function priceLabel(price: Package['attributes']['priceData'][number]): string {
  const { amountFormatted, interval } = price.priceDisplay;
  return interval ? `${amountFormatted} a ${interval}` : `${amountFormatted} once`;
}

/** Every package on sale, as staff left it (issue 16), in the packages service's order. */
async function allPackages(db: Kysely<DB>): Promise<Package[]> {
  return (await readCatalogue(db)).filter((entry) => entry.onSale).map((entry) => entry.pkg);
}

/** The package and price a voucher or a complimentary pass names, or 400 when it is not on sale. */
export async function grantedPrice(packages: PackagesRepo, packageId: string, priceId: string) {
  const found = await packages.findGranted(packageId, priceId);
  if (!found) throw new HttpError(400, noSuchPriceMessage, { code: 'noSuchPrice' });
  return found;
}

/** Vouchers stand for a package's price option: those made at its old id follow it to the new one (the package desk). */
export async function moveVouchersToPrice(trx: Transaction<DB>, packageId: string, from: string, to: string): Promise<void> {
  await trx.updateTable('voucher').set({ price_id: to }).where('package_id', '=', packageId).where('price_id', '=', from).execute();
}

/** A voucher staff redeemed for a fan at once (a complimentary pass, the fans desk), recorded as the fan's redemption. */
export async function recordRedemption(trx: Transaction<DB>, redemption: { code: string; userId: string; at: string }): Promise<void> {
  await trx.insertInto('voucher_redemption').values({ id: randomUUID(), code: redemption.code, user_id: redemption.userId, redeemed_at: redemption.at }).execute();
}

/** A complimentary pass taken back (the fans desk): its grants end at `at` and its code is disabled. */
export async function revokeVoucherGrants(trx: Transaction<DB>, grantIds: readonly string[], code: string, at: string): Promise<void> {
  await trx.updateTable('entitlement_grant').set({ revoked_at: at, updated_at: at }).where('id', 'in', grantIds).execute();
  await trx.updateTable('voucher').set({ disabled_at: at }).where('code', '=', code).where('disabled_at', 'is', null).execute();
}

/** Inserts a voucher row; false when the code is taken (either database's unique violation). */
export async function insertVoucher(trx: Transaction<DB>, row: VoucherTable): Promise<boolean> {
  try {
    // Looked for first, so a generated code's clash never aborts the transaction (Postgres) before a retry;
    // the unique key still decides two people typing one code at once.
    const exists = await trx.selectFrom('voucher').select('code').where('code', '=', row.code).executeTakeFirst();
    if (exists) return false;
    await trx.insertInto('voucher').values(row).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * The commercial desk's vouchers (issue 16). They are rows of payments' own `voucher` table, so the fans'
 * redeem flow (`POST /api/payments/vouchers/redeem`) honours them unchanged: a price option's
 * entitlements, for `access_days` from redemption or for good, while uses are left and before the expiry.
 */
export function createStudioVouchers(db: Kysely<DB>, now: () => Date, packages: PackagesRepo) {
  async function titles(): Promise<Map<string, Package>> {
    return new Map((await allPackages(db)).map((pkg) => [pkg.id, pkg]));
  }

  function toVoucher(row: VoucherTable, packages: Map<string, Package>, at: string): StudioVoucher {
    const pkg = packages.get(row.package_id);
    const price = pkg?.attributes.priceData.find((option) => option.id === row.price_id);
    return {
      code: row.code,
      packageId: row.package_id,
      packageTitle: pkg?.attributes.title ?? row.package_id,
      priceId: row.price_id,
      entitlements: price?.accessData.entitlements ?? [],
      description: row.description,
      maxRedemptions: row.max_redemptions,
      redemptionCount: row.redemption_count,
      redeemableUntil: row.redeemable_until,
      accessDays: row.access_days,
      createdAt: row.created_at,
      createdBy: row.created_by,
      disabledAt: row.disabled_at,
      version: row.version,
      status: voucherStatus(row, at),
    };
  }

  async function find(code: string): Promise<VoucherTable> {
    const row = await db.selectFrom('voucher').selectAll().where('code', '=', code).executeTakeFirst();
    if (!row) throw new HttpError(404, voucherNotFoundMessage, { code: 'voucherNotFound' });
    return row;
  }

  return {
    async list(query: { page: number; q?: string | undefined }) {
      // Codes are capitals, digits and hyphens: anything else in the search can match nothing anyway.
      const q = (query.q ?? '').toUpperCase().replace(/[^A-Z0-9-]/g, '');
      let filtered = db.selectFrom('voucher');
      if (q) filtered = filtered.where('code', 'like', `%${q}%`);
      const [{ total, rows }, packages] = await Promise.all([
        countedPage(filtered, (page) => page.selectAll().orderBy('created_at', 'desc').orderBy('code'), nthPage(query.page, studioVouchersPageSize)),
        titles(),
      ]);
      const at = now().toISOString();
      return {
        items: rows.map((row) => toVoucher(row, packages, at)),
        total,
        page: query.page,
        pageSize: studioVouchersPageSize,
      };
    },

    async detail(code: string): Promise<StudioVoucherDetail> {
      const row = await find(code);
      const redemptions = await db
        .selectFrom('voucher_redemption')
        .leftJoin('identity_user', 'identity_user.sub', 'voucher_redemption.user_id')
        .select(['voucher_redemption.user_id', 'voucher_redemption.redeemed_at', 'identity_user.email'])
        .where('voucher_redemption.code', '=', code)
        .orderBy('voucher_redemption.redeemed_at', 'desc')
        .execute();
      return {
        voucher: toVoucher(row, await titles(), now().toISOString()),
        redemptions: redemptions.map((redemption) => ({
          userSub: redemption.user_id,
          email: redemption.email ?? '',
          redeemedAt: redemption.redeemed_at,
        })),
      };
    },

    async create(input: StudioVoucherInput, actor: StaffMember): Promise<StudioVoucher> {
      await grantedPrice(packages, input.packageId, input.priceId);
      const at = now().toISOString();
      const typed = input.code !== '';
      const row = await db.transaction().execute(async (trx) => {
        // A typed code that clashes is refused; a generated one is simply made again.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const candidate: VoucherTable = {
            code: typed ? input.code : generateVoucherCode(),
            package_id: input.packageId,
            price_id: input.priceId,
            description: input.description,
            max_redemptions: input.maxRedemptions,
            redemption_count: 0,
            redeemable_until: input.redeemableUntil === null ? null : new Date(input.redeemableUntil).toISOString(),
            access_days: input.accessDays,
            created_at: at,
            created_by: actor.email,
            disabled_at: null,
            version: 1,
          };
          if (await insertVoucher(trx, candidate)) {
            await recordAudit(trx, { actor, action: 'voucher.create', entity: 'voucher', entityId: candidate.code, before: null, after: candidate, at });
            return candidate;
          }
          if (typed) throw new HttpError(409, voucherCodeTakenMessage, { code: 'voucherCodeTaken' });
        }
        throw new Error('five generated voucher codes in a row were taken');
      });
      return toVoucher(row, await titles(), at);
    },

    /** Disabled for good: fans who try it are told it is no longer valid; what was redeemed stays. */
    async disable(code: string, actor: StaffMember): Promise<StudioVoucher> {
      const at = now().toISOString();
      const after = await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('voucher').selectAll().where('code', '=', code).executeTakeFirst();
        if (!before) throw new HttpError(404, voucherNotFoundMessage, { code: 'voucherNotFound' });
        if (before.disabled_at) return before;
        await trx.updateTable('voucher').set({ disabled_at: at, version: before.version + 1 }).where('code', '=', code).execute();
        const changed = { ...before, disabled_at: at, version: before.version + 1 };
        await recordAudit(trx, { actor, action: 'voucher.disable', entity: 'voucher', entityId: code, before, after: changed, at });
        return changed;
      });
      return toVoucher(after, await titles(), at);
    },

    /**
     * Limits, expiry, days of access, note and switch, saved against the version it was opened at. What
     * fans already redeemed stays theirs; the new terms are for redemptions from now on.
     */
    async update(code: string, input: StudioVoucherUpdate, actor: StaffMember): Promise<StudioVoucher> {
      const at = now().toISOString();
      const after = await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('voucher').selectAll().where('code', '=', code).executeTakeFirst();
        if (!before) throw new HttpError(404, voucherNotFoundMessage, { code: 'voucherNotFound' });
        const conflict = () => {
          const error = new VersionConflict({ updatedBy: null, updatedByName: 'another member of staff', updatedAt: at, version: before.version });
          error.message = 'Someone else changed this voucher since you opened it. Copy your changes, then reload to see theirs.';
          return error;
        };
        if (input.version !== before.version) throw conflict();
        if (input.maxRedemptions < before.redemption_count) {
          throw new HttpError(400, voucherLimitBelowUsesMessage(before.redemption_count), { code: 'limitBelowRedemptions' });
        }
        const changes = {
          description: input.description,
          max_redemptions: input.maxRedemptions,
          redeemable_until: input.redeemableUntil === null ? null : new Date(input.redeemableUntil).toISOString(),
          access_days: input.accessDays,
          disabled_at: input.disabled ? (before.disabled_at ?? at) : null,
          version: before.version + 1,
        };
        const written = await trx.updateTable('voucher').set(changes).where('code', '=', code).where('version', '=', before.version).executeTakeFirst();
        if (Number(written.numUpdatedRows) !== 1) throw conflict();
        const changed = { ...before, ...changes };
        const action = before.disabled_at === null && changed.disabled_at !== null ? 'voucher.disable' : before.disabled_at !== null && changed.disabled_at === null ? 'voucher.enable' : 'voucher.update';
        await recordAudit(trx, { actor, action, entity: 'voucher', entityId: code, before, after: changed, at });
        return changed;
      });
      return toVoucher(after, await titles(), at);
    },

    async grantOptions(): Promise<StudioGrantOptions> {
      return {
        packages: (await allPackages(db)).map((pkg) => ({
          id: pkg.id,
          title: pkg.attributes.title,
          packageType: pkg.attributes.packageType,
          prices: pkg.attributes.priceData.map((price) => ({ id: price.id, label: priceLabel(price), entitlements: price.accessData.entitlements })),
        })),
      };
    },
  };
}
export type StudioVouchers = ReturnType<typeof createStudioVouchers>;
