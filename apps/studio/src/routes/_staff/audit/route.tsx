import { createFileRoute, Outlet } from '@tanstack/react-router';
import { canUse } from '../../../studio/desks';
import { DeskRefused } from '../../../studio/desk/DeskRefused';

/** The audit log: administrators only. Anyone else is told why, in words (the api answers them 403). */
export const Route = createFileRoute('/_staff/audit')({
  component: AuditRoute,
});

function AuditRoute() {
  const { access } = Route.useRouteContext();
  if (access.state !== 'staff' || !canUse(access.session.roles, 'audit')) return <DeskRefused desk="Audit log" />;
  return <Outlet />;
}
