import type { Package, PackageType, PriceOption } from '@club/api-client';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';

export function createPackagesRepo(db: Kysely<DB>) {
  return {
    /** Packages of one type in their seed order. */
    async list(packageType: PackageType): Promise<Package[]> {
      const rows = await db
        .selectFrom('package')
        .selectAll()
        .where('package_type', '=', packageType)
        .orderBy('position')
        .execute();
      return rows.map(toPackage);
    },

    /** One package by id; undefined when it is not (or no longer) on sale. */
    async find(id: string): Promise<Package | undefined> {
      const row = await db.selectFrom('package').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toPackage(row) : undefined;
    },

    /** The package a price option belongs to, with that option (payments prices by it). */
    async findPrice(priceId: string): Promise<{ pkg: Package; price: PriceOption } | undefined> {
      // Tens of packages: scanning them beats a second index of price ids kept in step with the seed.
      const rows = await db.selectFrom('package').selectAll().execute();
      for (const row of rows) {
        const pkg = toPackage(row);
        const price = pkg.attributes.priceData.find((option) => option.id === priceId);
        if (price) return { pkg, price };
      }
      return undefined;
    },
  };
}

function toPackage(row: { id: string; attributes: string }): Package {
  return { id: row.id, type: 'package', attributes: JSON.parse(row.attributes) as Package['attributes'] };
}

export type PackagesRepo = ReturnType<typeof createPackagesRepo>;
