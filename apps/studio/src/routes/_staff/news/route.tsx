import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { canUse } from '../../../studio/desks';

/** The newsroom: editors and administrators. Anyone else goes back to their own desks. */
export const Route = createFileRoute('/_staff/news')({
  beforeLoad: ({ context }) => {
    if (context.access.state !== 'staff' || !canUse(context.access.session.roles, 'newsroom')) {
      throw redirect({ to: '/', replace: true });
    }
  },
  component: Outlet,
});
