import { type StudioPackage, type StudioPackageSummary, type StudioPackageUpdate, studioPackageUpdateSchema } from '@club/api-client';
import { type ColumnsSpec, type FieldSpec, defineCollection } from '../../../../studio/kit/collection';
import { studioKeys } from '../../../../studio/queryKeys';
import { packageTypeLabels, priceText } from './packageText';

/** What the package form holds, as typed: each price in pounds ('12.99') by its place, a "was" price '' for none. */
export type PackageFormState = { title: string; description: string; onSale: boolean } & Record<`amount-${number}` | `was-${number}`, string>;

/** A package's form knows the package: its prices are its own (the catalogue lays them out; staff change their amounts). */
export type PackageExtra = StudioPackage;
type PackageBody = Omit<StudioPackageUpdate, 'version'>;

const inPounds = (pence: number): string => (pence / 100).toFixed(2);

/** '12.99', '£12.99', '12' or '12.5' as pence; NaN when it is not an amount of money. */
export function penceOf(text: string): number {
  const match = /^\s*£?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const formOf = (pkg: StudioPackage): PackageFormState => {
  const form: PackageFormState = { title: pkg.title, description: pkg.description, onSale: pkg.onSale };
  pkg.prices.forEach((price, index) => {
    form[`amount-${index}`] = inPounds(price.amount);
    form[`was-${index}`] = price.strikethroughAmount === null ? '' : inPounds(price.strikethroughAmount);
  });
  return form;
};

/** Each of the package's prices: its amount and its struck-through "was" price, named by how often it is paid. */
const priceFields = (pkg: StudioPackage): FieldSpec<PackageFormState, PackageExtra>[] =>
  pkg.prices.flatMap((price, index): FieldSpec<PackageFormState, PackageExtra>[] => {
    const every = price.interval ? ` a ${price.interval}` : '';
    return [
      {
        key: `amount-${index}`,
        wire: `prices.${index}.amount`,
        kind: 'text',
        label: `Price${every} (£)`,
        hint: `Now ${priceText(price)}; grants ${price.entitlements.join(', ')}`,
      },
      { key: `was-${index}`, wire: `prices.${index}.strikethroughAmount`, kind: 'text', label: `Struck-through "was" amount${every} (£)`, hint: 'Leave empty for none' },
    ];
  });

/** A package in the list (a summary) and on its page. */
export const packageColumns: ColumnsSpec<StudioPackageSummary> = {
  title: (pkg) => pkg.title,
  meta: (pkg) => [packageTypeLabels[pkg.packageType]],
  badge: (pkg) => (pkg.onSale ? { state: 'active', label: 'On sale' } : { state: 'disabled', label: 'Off sale' }),
};

/**
 * The packages fans buy on the club site and the streaming site (issue 16): laid out by the catalogue, so
 * never made or deleted here; staff change a package's name, description, prices and whether it is on
 * sale. Its messages are `studioPackageUpdateSchema`'s.
 */
export const packageCollection = defineCollection<StudioPackage, PackageFormState, PackageBody, PackageExtra, string>({
  desk: 'commercial',
  subject: 'package',
  plural: 'packages',
  listHref: () => '/commercial/packages',
  idOf: (pkg) => pkg.id,
  schema: () => studioPackageUpdateSchema.omit({ version: true }),
  fields: ({ extra }) => [
    { key: 'title', kind: 'text', label: 'Name' },
    { key: 'description', kind: 'text', label: 'Description', hint: 'One or two sentences on the package card' },
    ...priceFields(extra),
    { key: 'onSale', kind: 'check', label: 'On sale', hint: 'Off sale: not listed on the sites and not sold; what fans already hold stays theirs.' },
  ],
  columns: packageColumns,
  empty: formOf,
  formOf,
  inputOf: (form, { extra }) => ({
    title: form.title,
    description: form.description,
    onSale: form.onSale,
    prices: extra.prices.map((price, index) => {
      const was = form[`was-${index}`] ?? '';
      return { key: price.key, amount: penceOf(form[`amount-${index}`] ?? ''), strikethroughAmount: was.trim() === '' ? null : penceOf(was) };
    }),
  }),
  shown: (pkg) => pkg.onSale,
  hiddenText: 'The package is off sale',
  savedText: (pkg) => (pkg.onSale ? 'Saved. The club site and checkout use the new details now.' : 'Saved. The package is off sale: fans cannot buy it.'),
  api: (studio) => ({ update: (pkg, body, version) => studio.commercial.updatePackage(pkg.id, { ...body, version }) }),
  keys: { list: studioKeys.packages, item: studioKeys.package, also: [studioKeys.grantOptions] },
  itemHref: (pkg) => `/commercial/packages/${pkg.id}`,
});
