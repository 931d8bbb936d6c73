import { freeEntitlement, loggedInEntitlement } from './lock';

/**
 * Which packages sell access to an item, and which the user already holds. Structural types, so the
 * rule needs neither api-client nor zod: any object shaped like SPEC 3's 'Package' fits.
 */
export interface PriceOptionAccess {
  id: string;
  accessData: { entitlements: readonly string[] };
}
export interface PackageAccess {
  id: string;
  attributes: { priceData: readonly PriceOptionAccess[] };
}

/**
 * The price options that would unlock an item: those granting at least one entitlement the item lists.
 * A free ('?') or logged-in ('*') item, or one with an empty list, is not sold, so none unlock it.
 */
export function priceOptionsUnlocking<P extends PriceOptionAccess>(
  itemEntitlements: readonly string[],
  priceOptions: readonly P[],
): P[] {
  if (itemEntitlements.includes(freeEntitlement) || itemEntitlements.includes(loggedInEntitlement)) return [];
  const wanted = new Set(itemEntitlements);
  return priceOptions.filter((option) => option.accessData.entitlements.some((entitlement) => wanted.has(entitlement)));
}

/** The packages with at least one price option that unlocks the item (entitlement ∩ price options). */
export function packagesUnlocking<T extends PackageAccess>(itemEntitlements: readonly string[], packages: readonly T[]): T[] {
  return packages.filter((pkg) => priceOptionsUnlocking(itemEntitlements, pkg.attributes.priceData).length > 0);
}

/** A price option is owned when the user already holds every entitlement it grants. */
export function ownsPriceOption(option: PriceOptionAccess, userEntitlements: readonly string[] | null): boolean {
  if (!userEntitlements || userEntitlements.length === 0) return false;
  const held = new Set(userEntitlements);
  return option.accessData.entitlements.length > 0 && option.accessData.entitlements.every((entitlement) => held.has(entitlement));
}

/** SPEC 4 'Buying': a package is held when one of its price options is owned. */
export function ownsPackage(pkg: PackageAccess, userEntitlements: readonly string[] | null): boolean {
  return pkg.attributes.priceData.some((option) => ownsPriceOption(option, userEntitlements));
}
