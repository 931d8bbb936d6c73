import type { Generated } from 'kysely';

/**
 * A package of the packages service; its attributes (SPEC 3 'Package') as JSON text, always read whole:
 * the package as it is sold, staff's edit included. The columns after `attributes` are the edit model
 * every table with staff edits beside the seed shares (issue 27, 0090_package_origin).
 */
export interface PackageTable {
  id: string;
  package_type: 'membership' | 'match-pass';
  position: number;
  attributes: string;
  /** 'seed': the demo world's, replaced with it; 'studio': saved by staff, whose title, description, prices and sale the reseed keeps. */
  origin: Generated<'seed' | 'studio'>;
  /** 0 until staff first save the package; each save is checked against it. */
  version: Generated<number>;
  updated_at: Generated<string | null>;
  updated_by_email: Generated<string | null>;
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
