import { createFileRoute, Outlet } from '@tanstack/react-router';
import { canUse } from '../../../studio/desks';
import { DeskRefused } from '../../../studio/desk/DeskRefused';

/** The commercial desk: commercial staff and administrators. Anyone else is told why, in words. */
export const Route = createFileRoute('/_staff/commercial')({
  component: CommercialRoute,
});

function CommercialRoute() {
  const { access } = Route.useRouteContext();
  if (access.state !== 'staff' || !canUse(access.session.roles, 'commercial')) return <DeskRefused desk="Commercial" />;
  return <Outlet />;
}
