import type { QueryClient } from '@tanstack/react-query';
import type { StudioDesk } from '@club/api-client';
import { canUse } from '../desks';
import type { StaffAccess } from '../queries';
import type { StudioApi } from '../studioApi';

/** What a desk route's loader has from the router context (`_staff` adds `access`). */
export type DeskLoaderContext = { access: StaffAccess; queryClient: QueryClient; studio: StudioApi };

/**
 * A desk route's loader: `load` puts the page's data in the query cache (`ensureQueryData`) before the
 * page renders, so it opens with its data rather than a spinner and then a fetch. Only for staff whose
 * roles open the desk: the others see DeskRefused (the platform would answer them 403). A refusal of
 * what is asked for (no such promo, a code nobody made) is not thrown here: the page says it in words,
 * as it does when the data is read again.
 */
export async function loadDesk(
  context: DeskLoaderContext,
  desk: StudioDesk,
  load: (queryClient: QueryClient, studio: StudioApi) => Promise<unknown>,
): Promise<void> {
  if (context.access.state !== 'staff' || !canUse(context.access.session.roles, desk)) return;
  await load(context.queryClient, context.studio).catch(() => undefined);
}
