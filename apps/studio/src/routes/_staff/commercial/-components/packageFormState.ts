import { type StudioPackage, type StudioPackageUpdate, studioPackageUpdateSchema } from '@club/api-client';

/** What the package form holds, as typed: prices in pounds ('12.99'), a "was" price '' for none. */
export type PackageFormState = {
  title: string;
  description: string;
  onSale: boolean;
  prices: { key: string; amount: string; was: string }[];
};

/** 'title', 'description', or a price's field: 'prices.0.amount', 'prices.1.strikethroughAmount'. */
export type PackageField = string;

const inPounds = (pence: number): string => (pence / 100).toFixed(2);

export function packageFormOf(pkg: StudioPackage): PackageFormState {
  return {
    title: pkg.title,
    description: pkg.description,
    onSale: pkg.onSale,
    prices: pkg.prices.map((price) => ({ key: price.key, amount: inPounds(price.amount), was: price.strikethroughAmount === null ? '' : inPounds(price.strikethroughAmount) })),
  };
}

/** '12.99', '£12.99', '12' or '12.5' as pence; NaN when it is not an amount of money. */
export function penceOf(text: string): number {
  const match = /^\s*£?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export function packageInputOf(form: PackageFormState, version: number): Record<keyof StudioPackageUpdate, unknown> {
  return {
    title: form.title,
    description: form.description,
    onSale: form.onSale,
    prices: form.prices.map((price) => ({ key: price.key, amount: penceOf(price.amount), strikethroughAmount: price.was.trim() === '' ? null : penceOf(price.was) })),
    version,
  };
}

/** The platform's own schema over the form: the body to send, or the first message for each field. */
export function validatePackageForm(
  form: PackageFormState,
  version: number,
): { body: StudioPackageUpdate; errors: null } | { body: null; errors: Partial<Record<PackageField, string>> } {
  const parsed = studioPackageUpdateSchema.safeParse(packageInputOf(form, version));
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Partial<Record<PackageField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}
