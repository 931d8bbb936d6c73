import type { Package, PriceOption } from '@club/api-client';
import type { Selectable } from 'kysely';
import type { PackageEditTable } from './db';

export type PackageEditRow = Selectable<PackageEditTable>;

/** What staff set for one of the seed's price options, keyed by the seed's price id. */
export interface PriceEdit {
  /** The id the option is sold under now: the seed's until its amount changes, then `<seed id>_v<n>`. */
  id: string;
  amount: number;
  strikethroughAmount: number | null;
}
export type PriceEdits = Record<string, PriceEdit>;

export const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

export function priceEditsOf(edit: Pick<PackageEditRow, 'prices'> | undefined | null): PriceEdits {
  return edit ? (JSON.parse(edit.prices) as PriceEdits) : {};
}

/** The seed's price option as staff left it: its amounts and, once the amount changed, its new id. */
function editedPrice(price: PriceOption, edits: PriceEdits): PriceOption {
  const edit = edits[price.id];
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

/** The seed's package with what staff changed laid over it (issue 16, 0019_commercial_desk). */
export function withEdit(pkg: Package, edit: PackageEditRow | undefined | null): Package {
  if (!edit) return pkg;
  const edits = priceEditsOf(edit);
  return {
    ...pkg,
    attributes: {
      ...pkg.attributes,
      title: edit.title,
      description: edit.description,
      priceData: pkg.attributes.priceData.map((price) => editedPrice(price, edits)),
    },
  };
}

/** Whether `priceId` is one a price option of the seed's package was sold under before (its seed id, or an older `_v<n>`). */
export function isFormerPriceId(seed: Package, edit: PackageEditRow | undefined | null, priceId: string): boolean {
  const edits = priceEditsOf(edit);
  return seed.attributes.priceData.some((price) => {
    const current = edits[price.id]?.id ?? price.id;
    return priceId !== current && (priceId === price.id || priceId.startsWith(`${price.id}_v`));
  });
}

/**
 * The option a voucher names: by the id it is sold under now, or, for a voucher made before its amount
 * changed, by an id it was sold under before. A voucher grants access, not money: it follows the option.
 */
export function grantedOption(seed: Package, edit: PackageEditRow | undefined | null, priceId: string): PriceOption | undefined {
  const edited = withEdit(seed, edit);
  const current = edited.attributes.priceData.find((option) => option.id === priceId);
  if (current) return current;
  const index = seed.attributes.priceData.findIndex((price) => priceId === price.id || priceId.startsWith(`${price.id}_v`));
  return index === -1 ? undefined : edited.attributes.priceData[index];
}
