import type { ApiClient, Package, PackageType, PriceOption } from '@club/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { packagesQueries } from '../packages.queries';

export interface PaymentSearch {
  package?: string;
  price?: string;
}

/** The checkout's return URLs carry `?package=…&price=…`; anything else in them is dropped. */
export function validatePaymentSearch(search: Record<string, unknown>): PaymentSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined);
  const pkg = text(search.package);
  const price = text(search.price);
  return { ...(pkg ? { package: pkg } : {}), ...(price ? { price } : {}) };
}

/**
 * The package and price the fan bought, looked up on the server so the page names them. The lists come
 * from (and go into) the page's query cache, so a packages widget or promo on the same page reads them
 * instead of asking again.
 */
export async function loadPurchase(
  api: Pick<ApiClient, 'packages'>,
  search: PaymentSearch,
  queryClient: QueryClient,
): Promise<{ pkg: Package | null; price: PriceOption | null }> {
  if (!search.package) return { pkg: null, price: null };
  const list = (packageType: PackageType) => queryClient.ensureQueryData(packagesQueries.list(api, packageType));
  const [memberships, passes] = await Promise.all([list('membership'), list('match-pass')]);
  const pkg = [...memberships, ...passes].find((candidate) => candidate.id === search.package) ?? null;
  const price = pkg?.attributes.priceData.find((option) => option.id === search.price) ?? null;
  return { pkg, price };
}
