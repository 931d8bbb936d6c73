import { createFileRoute, Outlet } from '@tanstack/react-router';
import { canUse } from '../../../studio/desks';
import { DeskRefused } from '../../../studio/desk/DeskRefused';

/** Content pages: editors and administrators. Anyone else is told why, in words (the api answers them 403). */
export const Route = createFileRoute('/_staff/pages')({
  component: PagesDeskRoute,
});

function PagesDeskRoute() {
  const { access } = Route.useRouteContext();
  if (access.state !== 'staff' || !canUse(access.session.roles, 'pages')) return <DeskRefused desk="Pages" />;
  return <Outlet />;
}
