import { getJson, type Infer, type Http } from '../http';
import type { PackageType } from './packages.constants';
import type { packagesResponseSchema } from './packages.schemas';

/** The packages service of SPEC 7 (`/api/packages`). */
export function createPackagesClient(http: Http) {
  return {
    /** Subscriptions ('membership') or match passes ('match-pass'); read `data.data`. */
    list: (packageType: PackageType) =>
      getJson<Infer<typeof packagesResponseSchema>>(http, 'api/packages/packages', { 'filter.packageType': packageType }),
  };
}
export type PackagesClient = ReturnType<typeof createPackagesClient>;
