import type { ApiClient, Package, PackageType, PriceOption } from '@club/api-client';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { packagesQueries } from '../packages.queries';
import type { PaymentSearch } from './paymentSearch';

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
  const list = (packageType: PackageType) => queryClient.ensureQueryData(packagesQueries.list(api, packageType));
  return findPurchase(await Promise.all([list('membership'), list('match-pass')]), search);
}

/** The package and price of `search` in the two lists (null when the lists do not have them). */
function findPurchase(lists: readonly Package[][], search: PaymentSearch): { pkg: Package | null; price: PriceOption | null } {
  if (!search.package) return { pkg: null, price: null };
  const pkg = lists.flat().find((candidate) => candidate.id === search.package) ?? null;
  const price = pkg?.attributes.priceData.find((option) => option.id === search.price) ?? null;
  return { pkg, price };
}

/**
 * The payment pages' component half of `loadPurchase`: the same lists, read from the query cache the
 * loader filled (and the server dehydrated), so the package is in the page once and never asked for again.
 */
export function usePurchase(
  api: Pick<ApiClient, 'packages'>,
  search: PaymentSearch,
): { pkg: Package | null; price: PriceOption | null } {
  const { data: memberships } = useSuspenseQuery(packagesQueries.list(api, 'membership'));
  const { data: passes } = useSuspenseQuery(packagesQueries.list(api, 'match-pass'));
  return findPurchase([memberships, passes], search);
}
