import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { StaffRoles } from './-components/StaffRoles';
import { loadDesk } from '../../../studio/desk/loadDesk';
import { deskQueries } from '../../../studio/desk/deskQueries';

/** Who holds which staff role; grant and revoke by email. */
export const Route = createFileRoute('/_staff/staff/')({
  loader: ({ context }) => loadDesk(context, 'staff', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.staff(studio))),
  head: () => ({ meta: [{ title: `Staff roles | ${siteName}` }] }),
  component: StaffRoles,
});
