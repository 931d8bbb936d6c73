import type { Package, PackageType, PriceOption } from '@club/api-client';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { type PackageEditRow, grantedOption, isFormerPriceId, withEdit } from './edits';

/** A package of the seed with what staff changed in the studio (issue 16), and whether it is on sale. */
export interface CatalogueEntry {
  seed: Package;
  edit: PackageEditRow | undefined;
  pkg: Package;
  onSale: boolean;
}

/** Every package with its staff edit, in the packages service's order. */
export async function readCatalogue(db: Kysely<DB>, where?: { id?: string; packageType?: PackageType }): Promise<CatalogueEntry[]> {
  let query = db.selectFrom('package').selectAll();
  if (where?.id !== undefined) query = query.where('id', '=', where.id);
  if (where?.packageType !== undefined) query = query.where('package_type', '=', where.packageType);
  const [rows, edits] = await Promise.all([
    query.orderBy('package_type', 'desc').orderBy('position').execute(),
    (where?.id !== undefined ? db.selectFrom('package_edit').selectAll().where('package_id', '=', where.id) : db.selectFrom('package_edit').selectAll()).execute(),
  ]);
  const editOf = new Map(edits.map((edit) => [edit.package_id, edit]));
  return rows.map((row) => {
    const seed = toPackage(row);
    const edit = editOf.get(row.id);
    return { seed, edit, pkg: withEdit(seed, edit), onSale: edit ? edit.on_sale === 1 : true };
  });
}

/**
 * The packages on sale, as staff left them: the seed's catalogue with each package's studio edit laid
 * over it (modules/packages/edits.ts). A package taken off sale is not listed, found or priced.
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
      return entry !== undefined && isFormerPriceId(entry.seed, entry.edit, priceId);
    },

    /** The package on sale and the option a voucher names, following a price that changed since it was made. */
    async findGranted(packageId: string, priceId: string): Promise<{ pkg: Package; price: PriceOption } | undefined> {
      const [entry] = await readCatalogue(db, { id: packageId });
      if (!entry?.onSale) return undefined;
      const price = grantedOption(entry.seed, entry.edit, priceId);
      return price ? { pkg: entry.pkg, price } : undefined;
    },
  };
}

function toPackage(row: { id: string; attributes: string }): Package {
  return { id: row.id, type: 'package', attributes: JSON.parse(row.attributes) as Package['attributes'] };
}

export type PackagesRepo = ReturnType<typeof createPackagesRepo>;
