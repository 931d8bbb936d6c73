import type { Package, PriceOption } from '@club/api-client';

/** What staff set for one of the world's price options, keyed by the world's (seed) price id. */
export interface PriceEdit {
  /** The id the option is sold under now: the world's until its amount changes, then `<seed id>_v<n>`. */
  id: string;
  amount: number;
  strikethroughAmount: number | null;
}
export type PriceEdits = Record<string, PriceEdit>;

/** What staff save of a package on the commercial desk (issue 16). */
export interface PackageEdit {
  title: string;
  description: string;
  prices: PriceEdits;
}

export const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

/** A package row's `price_edits`. */
export function parsePriceEdits(text: string): PriceEdits {
  return JSON.parse(text) as PriceEdits;
}

/** The world's id of the option now sold under `id` (itself when staff never changed its amount). */
export function seedPriceId(edits: PriceEdits, id: string): string {
  for (const [seedId, edit] of Object.entries(edits)) if (edit.id === id) return seedId;
  return id;
}

/** An option with staff's edit of it (found by the option's world id): its amounts and, once the amount changed, its new id. */
function editedPrice(price: PriceOption, seedId: string, edits: PriceEdits): PriceOption {
  const edit = edits[seedId];
  if (!edit) return price;
  return {
    ...price,
    id: edit.id,
    priceDisplay: {
      ...price.priceDisplay,
      amount: edit.amount,
      amountFormatted: pounds(edit.amount),
      strikethroughAmountFormatted: edit.strikethroughAmount === null ? null : pounds(edit.strikethroughAmount),
    },
  };
}

/**
 * `pkg` with staff's edit laid on it: the world's package as the reseed lays it (`soldEdits` empty: its
 * options carry the world's ids), or the package as sold (`soldEdits` its row's `price_edits`) when staff
 * save again. An option staff never changed stays the world's, so a later change of the world's amount shows.
 */
export function withEdit(pkg: Package, soldEdits: PriceEdits, edit: PackageEdit): Package {
  return {
    ...pkg,
    attributes: {
      ...pkg.attributes,
      title: edit.title,
      description: edit.description,
      priceData: pkg.attributes.priceData.map((price) => editedPrice(price, seedPriceId(soldEdits, price.id), edit.prices)),
    },
  };
}

/** Whether `priceId` is one an option of the package was sold under before (its world id, or an older `_v<n>`). */
export function isFormerPriceId(pkg: Package, edits: PriceEdits, priceId: string): boolean {
  return pkg.attributes.priceData.some((price) => {
    const seedId = seedPriceId(edits, price.id);
    return priceId !== price.id && (priceId === seedId || priceId.startsWith(`${seedId}_v`));
  });
}

/**
 * The option a voucher names: by the id it is sold under now, or, for a voucher made before its amount
 * changed, by an id it was sold under before. A voucher grants access, not money: it follows the option.
 */
export function grantedOption(pkg: Package, edits: PriceEdits, priceId: string): PriceOption | undefined {
  const options = pkg.attributes.priceData;
  const current = options.find((option) => option.id === priceId);
  if (current) return current;
  return options.find((option) => {
    const seedId = seedPriceId(edits, option.id);
    return priceId === seedId || priceId.startsWith(`${seedId}_v`);
  });
}
