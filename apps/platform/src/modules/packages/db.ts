import type { Generated } from 'kysely';
import type { StaffEditColumns } from '../../infra/db/staff-edits';

/**
 * A package of the packages service; its attributes (SPEC 3 'Package') as JSON text, always read whole:
 * the package as it is sold, staff's edit included. Staff edit it since 0090_package_origin: the reseed keeps
 * a 'studio' package's title, description, prices and sale.
 */
export interface PackageTable extends StaffEditColumns {
  id: string;
  package_type: 'membership' | 'match-pass';
  position: number;
  attributes: string;
  /** A package taken off sale is not listed, found or priced (the studio still shows it). */
  on_sale: Generated<0 | 1>;
  /**
   * What staff set of the world's price options, keyed by the world's (seed) price id: JSON
   * `{ [seed price id]: { id, amount, strikethroughAmount } }`, '{}' for none. The options in `attributes`
   * carry the id they are sold under now; this maps them back to the world's, so the reseed lays the
   * edit over the world's options again and a voucher made at an older id still finds its option.
   */
  price_edits: Generated<string>;
}

/** The tables the packages module owns: only its code writes them (see ownership.test.ts). */
export interface PackagesTables {
  package: PackageTable;
}
