import type { Package, PackageType, PriceOption } from '@club/api-client';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { PackageTable } from './db';
import { type PriceEdits, grantedOption, isFormerPriceId, parsePriceEdits } from './edits';

/** A package as it is sold, staff's edit included (issue 16), and whether it is on sale. */
export interface CatalogueEntry {
  row: Selectable<PackageTable>;
  pkg: Package;
  onSale: boolean;
  /** Staff's price edits, keyed by the world's price ids (PackageTable.price_edits). */
  priceEdits: PriceEdits;
}

/** Every package as staff left it, in the packages service's order. */
export async function readCatalogue(db: Kysely<DB>, where?: { id?: string; packageType?: PackageType }): Promise<CatalogueEntry[]> {
  let query = db.selectFrom('package').selectAll();
  if (where?.id !== undefined) query = query.where('id', '=', where.id);
  if (where?.packageType !== undefined) query = query.where('package_type', '=', where.packageType);
  const rows = await query.orderBy('package_type', 'desc').orderBy('position').execute();
  return rows.map((row) => ({ row, pkg: toPackage(row), onSale: row.on_sale === 1, priceEdits: parsePriceEdits(row.price_edits) }));
}

/**
 * The packages on sale, as staff left them: each package row is the package as it is sold (the reseed
 * lays staff's edit over the world's package, modules/packages/seed.ts). A package taken off sale is not
 * listed, found or priced.
 */
export function createPackagesRepo(db: Kysely<DB>) {
  return {
    /** Packages of one type in their seed order. */
    async list(packageType: PackageType): Promise<Package[]> {
      return (await readCatalogue(db, { packageType })).filter((entry) => entry.onSale).map((entry) => entry.pkg);
    },

    /** One package by id; undefined when it is not (or no longer) on sale. */
    async find(id: string): Promise<Package | undefined> {
      const [entry] = await readCatalogue(db, { id });
      return entry?.onSale ? entry.pkg : undefined;
    },

    /** The package a price option belongs to, with that option (payments prices by it). */
    async findPrice(priceId: string): Promise<{ pkg: Package; price: PriceOption } | undefined> {
      // Tens of packages: scanning them beats a second index of price ids kept in step with the seed.
      for (const entry of await readCatalogue(db)) {
        if (!entry.onSale) continue;
        const price = entry.pkg.attributes.priceData.find((option) => option.id === priceId);
        if (price) return { pkg: entry.pkg, price };
      }
      return undefined;
    },

    /** Whether the package was sold at `priceId` before staff changed that price (a page older than the change). */
    async isFormerPrice(packageId: string, priceId: string): Promise<boolean> {
      const [entry] = await readCatalogue(db, { id: packageId });
      return entry !== undefined && isFormerPriceId(entry.pkg, entry.priceEdits, priceId);
    },

    /** The package on sale and the option a voucher names, following a price that changed since it was made. */
    async findGranted(packageId: string, priceId: string): Promise<{ pkg: Package; price: PriceOption } | undefined> {
      const [entry] = await readCatalogue(db, { id: packageId });
      if (!entry?.onSale) return undefined;
      const price = grantedOption(entry.pkg, entry.priceEdits, priceId);
      return price ? { pkg: entry.pkg, price } : undefined;
    },
  };
}

function toPackage(row: { id: string; attributes: string }): Package {
  return { id: row.id, type: 'package', attributes: JSON.parse(row.attributes) as Package['attributes'] };
}

export type PackagesRepo = ReturnType<typeof createPackagesRepo>;
