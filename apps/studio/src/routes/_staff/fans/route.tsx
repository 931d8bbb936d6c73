import { createFileRoute, Outlet } from '@tanstack/react-router';
import { canUse } from '../../../studio/desks';
import { DeskRefused } from '../../../studio/desk/DeskRefused';

/** The fans desk: administrators only. Anyone else is told why, in words (the api answers them 403). */
export const Route = createFileRoute('/_staff/fans')({
  component: FansRoute,
});

function FansRoute() {
  const { access } = Route.useRouteContext();
  if (access.state !== 'staff' || !canUse(access.session.roles, 'fans')) return <DeskRefused desk="Fans" />;
  return <Outlet />;
}
