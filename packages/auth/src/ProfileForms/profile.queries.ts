import { queryOptions } from '@tanstack/react-query';
import type { AuthApi } from '../AuthProvider/AuthProvider';
import { viewerQueryKey } from '../ViewerQueries/ViewerQueries';

/** The signed-in user's attributes as the platform holds them (SPEC 7 'get user attributes'). */
export const profileQuery = (api: AuthApi, ssoId: string) =>
  queryOptions({
    queryKey: [...viewerQueryKey, 'profile', ssoId] as const,
    queryFn: async () => (await api.identity.attributes()).data.attributes,
    // A failure says why in the page; asking again is the fan's choice (reload), not a silent retry.
    retry: false,
  });
