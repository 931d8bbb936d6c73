import {
  type StudioPackage,
  type StudioPackageSummary,
  type StudioPackageUpdate,
  packageNotFoundMessage,
  studioPackagesPageSize,
} from '@club/api-client';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import { type PriceEdits, priceEditsOf } from './edits';
import { type CatalogueEntry, readCatalogue } from './repo';
import { moveVouchersToPrice } from '../payments/voucher-desk';
import { versionedUpdate } from '../studio/audit';
import type { StaffMember } from '../studio/staff';

export const unknownPriceMessage = "Those are not this package's prices. Reload the page and try again.";

function summaryOf(entry: CatalogueEntry): StudioPackageSummary {
  const edits = priceEditsOf(entry.edit);
  return {
    id: entry.pkg.id,
    packageType: entry.pkg.attributes.packageType,
    title: entry.pkg.attributes.title,
    onSale: entry.onSale,
    prices: entry.seed.attributes.priceData.map((seed, index) => {
      const price = entry.pkg.attributes.priceData[index] ?? seed;
      const strikethrough = edits[seed.id]?.strikethroughAmount;
      return {
        key: seed.id,
        id: price.id,
        type: price.type,
        interval: price.priceDisplay.interval,
        amount: price.priceDisplay.amount,
        strikethroughAmount: strikethrough !== undefined ? strikethrough : seedStrikethrough(seed.priceDisplay),
        entitlements: price.accessData.entitlements,
      };
    }),
    updatedAt: entry.edit?.updated_at ?? null,
    updatedByEmail: entry.edit?.updated_by_email ?? null,
  };
}

/** The seed writes the struck-through price only formatted ('£12.99'): read back in pence. */
function seedStrikethrough(display: { strikethroughAmountFormatted: string | null }): number | null {
  const formatted = display.strikethroughAmountFormatted;
  if (!formatted) return null;
  const pence = Math.round(Number(formatted.replace(/[^0-9.]/g, '')) * 100);
  return Number.isFinite(pence) ? pence : null;
}

function detailOf(entry: CatalogueEntry): StudioPackage {
  return { ...summaryOf(entry), description: entry.pkg.attributes.description, version: entry.edit?.version ?? 0 };
}

/**
 * The commercial desk's packages and prices (issue 16). What staff change is kept in `package_edit`, by
 * package id, and laid over the packages seed's catalogue wherever a package is read (the club site's
 * lists, checkout, the payment provider's prices, vouchers), so the reseed never undoes it.
 *
 * A changed amount is sold under a new price id (`<seed id>_v<n>`): checkout refuses the old one (409
 * `priceChanged`), so a page drawn before the change can never buy at a price it did not show, and the
 * payment provider never charges an old amount under an id it already knows. Subscriptions already
 * running keep the price they were bought at (a subscription holds its own price, as at Stripe): a
 * change is for new buyers. Vouchers name the option, not the amount: they follow it.
 */
export function createStudioPackages(db: Kysely<DB>, now: () => Date) {
  async function entryOf(trx: Kysely<DB>, packageId: string): Promise<CatalogueEntry> {
    const [entry] = await readCatalogue(trx, { id: packageId });
    if (!entry) throw new HttpError(404, packageNotFoundMessage, { code: 'packageNotFound' });
    return entry;
  }

  return {
    async list(query: { page: number }) {
      const all = await readCatalogue(db);
      const start = (query.page - 1) * studioPackagesPageSize;
      return { items: all.slice(start, start + studioPackagesPageSize).map(summaryOf), total: all.length, page: query.page, pageSize: studioPackagesPageSize };
    },

    async get(packageId: string): Promise<StudioPackage> {
      return detailOf(await entryOf(db, packageId));
    },

    async update(packageId: string, input: StudioPackageUpdate, actor: StaffMember): Promise<StudioPackage> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const before = await entryOf(trx, packageId);
        const version = before.edit?.version ?? 0;
        const current = summaryOf(before).prices;
        const renamed: { from: string; to: string }[] = [];
        const after = await versionedUpdate(trx, {
          what: 'package',
          // A package never saved here has no edit yet: version 0, saved by nobody.
          before: { version, updated_at: before.edit?.updated_at ?? null, updated_by_email: before.edit?.updated_by_email ?? null },
          version: input.version,
          actor,
          at,
          write: async (stamp) => {
            const seedPrices = before.seed.attributes.priceData;
            const keys = new Set(input.prices.map((price) => price.key));
            if (keys.size !== input.prices.length || keys.size !== seedPrices.length || seedPrices.some((price) => !keys.has(price.id))) {
              throw new HttpError(400, unknownPriceMessage, { code: 'unknownPrice' });
            }
            const previous = priceEditsOf(before.edit);
            const prices: PriceEdits = {};
            for (const price of input.prices) {
              const was = current.find((candidate) => candidate.key === price.key)!;
              const id = price.amount === was.amount ? was.id : `${price.key}_v${stamp.version}`;
              if (id !== was.id) renamed.push({ from: was.id, to: id });
              // An option left as the seed has it stays the seed's: a later change of the seed's amount still shows.
              const untouched = !previous[price.key] && id === price.key && price.strikethroughAmount === was.strikethroughAmount;
              if (!untouched) prices[price.key] = { id, amount: price.amount, strikethroughAmount: price.strikethroughAmount };
            }
            const row = {
              package_id: packageId,
              title: input.title,
              description: input.description,
              on_sale: input.onSale ? (1 as const) : (0 as const),
              prices: JSON.stringify(prices),
              ...stamp,
            };
            const written = before.edit
              ? (await trx.updateTable('package_edit').set(row).where('package_id', '=', packageId).where('version', '=', version).executeTakeFirst()).numUpdatedRows
              : ((await trx.insertInto('package_edit').values(row).onConflict((oc) => oc.column('package_id').doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows ?? 0n);
            if (Number(written) === 1) {
              // Vouchers stand for the option: those made at an old id follow it to the new one.
              for (const { from, to } of renamed) {
                await moveVouchersToPrice(trx, packageId, from, to);
              }
            }
            return written;
          },
          read: () => entryOf(trx, packageId),
          audit: (after) => ({
            action: 'package.update',
            entity: 'package',
            entityId: packageId,
            before: { title: before.pkg.attributes.title, description: before.pkg.attributes.description, onSale: before.onSale, prices: current },
            after: { title: input.title, description: input.description, onSale: input.onSale, prices: summaryOf(after).prices, renamed },
          }),
        });
        return detailOf(after);
      });
    },
  };
}
export type StudioPackages = ReturnType<typeof createStudioPackages>;
