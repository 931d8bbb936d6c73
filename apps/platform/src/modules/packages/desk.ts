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
import { type PriceEdits, seedPriceId, withEdit } from './edits';
import { type CatalogueEntry, readCatalogue } from './repo';
import { moveVouchersToPrice } from '../payments/voucher-desk';
import { versionedUpdate } from '../studio/audit';
import type { StaffMember } from '../studio/staff';

export const unknownPriceMessage = "Those are not this package's prices. Reload the page and try again.";

function summaryOf(entry: CatalogueEntry): StudioPackageSummary {
  return {
    id: entry.pkg.id,
    packageType: entry.pkg.attributes.packageType,
    title: entry.pkg.attributes.title,
    onSale: entry.onSale,
    prices: entry.pkg.attributes.priceData.map((price) => {
      // Keyed by the world's price id, which a changed amount's new id (`<seed id>_v<n>`) maps back to.
      const key = seedPriceId(entry.priceEdits, price.id);
      const strikethrough = entry.priceEdits[key]?.strikethroughAmount;
      return {
        key,
        id: price.id,
        type: price.type,
        interval: price.priceDisplay.interval,
        amount: price.priceDisplay.amount,
        strikethroughAmount: strikethrough !== undefined ? strikethrough : seedStrikethrough(price.priceDisplay),
        entitlements: price.accessData.entitlements,
      };
    }),
    updatedAt: entry.row.updated_at,
    updatedByEmail: entry.row.updated_by_email,
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
  return { ...summaryOf(entry), description: entry.pkg.attributes.description, version: entry.row.version };
}

/**
 * The commercial desk's packages and prices (issue 16). What staff save is written on the package row
 * itself (origin 'studio', its version, who saved it when, `on_sale` and the price edits keyed by the
 * world's price ids), so every read of a package (the club site's lists, checkout, the payment provider's
 * prices, vouchers) finds it as staff left it, and the reseed lays the same edit over the world's package.
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
        const current = summaryOf(before).prices;
        const renamed: { from: string; to: string }[] = [];
        const after = await versionedUpdate(trx, {
          what: 'package',
          // A package never saved here is the world's: version 0, saved by nobody.
          before: before.row,
          version: input.version,
          actor,
          at,
          write: async (stamp) => {
            const keys = new Set(input.prices.map((price) => price.key));
            if (keys.size !== input.prices.length || keys.size !== current.length || current.some((price) => !keys.has(price.key))) {
              throw new HttpError(400, unknownPriceMessage, { code: 'unknownPrice' });
            }
            const previous = before.priceEdits;
            const prices: PriceEdits = {};
            for (const price of input.prices) {
              const was = current.find((candidate) => candidate.key === price.key)!;
              const id = price.amount === was.amount ? was.id : `${price.key}_v${stamp.version}`;
              if (id !== was.id) renamed.push({ from: was.id, to: id });
              // An option left as the world has it stays the world's: a later change of the world's amount still shows.
              const untouched = !previous[price.key] && id === price.key && price.strikethroughAmount === was.strikethroughAmount;
              if (!untouched) prices[price.key] = { id, amount: price.amount, strikethroughAmount: price.strikethroughAmount };
            }
            const sold = withEdit(before.pkg, previous, { title: input.title, description: input.description, prices });
            // The package is the studio's from now on: the reseed keeps this edit on the world's package.
            const written = (
              await trx
                .updateTable('package')
                .set({
                  attributes: JSON.stringify(sold.attributes),
                  on_sale: input.onSale ? 1 : 0,
                  price_edits: JSON.stringify(prices),
                  origin: 'studio',
                  ...stamp,
                })
                .where('id', '=', packageId)
                .where('version', '=', before.row.version)
                .executeTakeFirst()
            ).numUpdatedRows;
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
