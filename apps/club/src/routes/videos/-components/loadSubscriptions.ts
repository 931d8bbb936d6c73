import type { ApiClient } from '@club/api-client';
import { packagesQueries } from '@club/packages-widget';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Both lists for the packages page, on the server, into the page's query cache: the widget reads them
 * there and the browser gets them with the page. SPEC 8: a failed list is logged and shown empty.
 */
export async function loadSubscriptions(queryClient: QueryClient, api: Pick<ApiClient, 'packages'>): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(packagesQueries.list(api, 'membership')),
    queryClient.ensureQueryData(packagesQueries.list(api, 'match-pass')),
  ]);
}
