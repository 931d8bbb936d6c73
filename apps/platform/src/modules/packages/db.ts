/** A package of the packages service; its attributes (SPEC 3 'Package') as JSON text, always read whole. */
export interface PackageTable {
  id: string;
  package_type: 'membership' | 'match-pass';
  position: number;
  attributes: string;
}

/** What staff changed of a package (0019_commercial_desk), laid over the seed's package when read. */
export interface PackageEditTable {
  package_id: string;
  title: string;
  description: string;
  on_sale: 0 | 1;
  /** JSON `{ [seed price id]: { id, amount, strikethroughAmount } }`. */
  prices: string;
  version: number;
  updated_at: string;
  updated_by_email: string;
}

/** The tables the packages module owns: only its code writes them (see ownership.test.ts). */
export interface PackagesTables {
  package: PackageTable;
  package_edit: PackageEditTable;
}
