import type { ApiClient } from '@club/api-client';
import { loadPackageList } from '@club/packages-widget';

/** Both lists for the packages page, on the server; SPEC 8: a failed list is logged and shown empty. */
export async function loadSubscriptions(api: Pick<ApiClient, 'packages'>) {
  const [subscriptions, matchPasses] = await Promise.all([
    loadPackageList(api, 'membership'),
    loadPackageList(api, 'match-pass'),
  ]);
  return { subscriptions, matchPasses };
}
