import type { Package, PackageType } from '@club/api-client';
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
      return rows.map((row) => ({ id: row.id, type: 'package', attributes: JSON.parse(row.attributes) as Package['attributes'] }));
    },
  };
}

export type PackagesRepo = ReturnType<typeof createPackagesRepo>;
