import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { StaffRoles } from './-components/StaffRoles';

/** Who holds which staff role; grant and revoke by email. */
export const Route = createFileRoute('/_staff/staff/')({
  head: () => ({ meta: [{ title: `Staff roles | ${siteName}` }] }),
  component: StaffRoles,
});
