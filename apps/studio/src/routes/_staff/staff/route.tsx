import { createFileRoute, Outlet } from '@tanstack/react-router';
import { canUse } from '../../../studio/desks';
import { DeskRefused } from '../../../studio/desk/DeskRefused';

/** Staff roles: administrators only (they are reached from the fans desk). Anyone else is told why. */
export const Route = createFileRoute('/_staff/staff')({
  component: StaffRolesRoute,
});

function StaffRolesRoute() {
  const { access } = Route.useRouteContext();
  if (access.state !== 'staff' || !canUse(access.session.roles, 'staff')) return <DeskRefused desk="Staff roles" />;
  return <Outlet />;
}
