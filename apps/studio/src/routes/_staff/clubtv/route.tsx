import { createFileRoute, Outlet } from '@tanstack/react-router';
import { canUse } from '../../../studio/desks';
import { DeskRefused } from '../../../studio/desk/DeskRefused';

/** The Club TV library: editors and administrators. Anyone else is told why, in words (the api refuses them anyway). */
export const Route = createFileRoute('/_staff/clubtv')({
  component: ClubTvRoute,
});

function ClubTvRoute() {
  const { access } = Route.useRouteContext();
  if (access.state !== 'staff' || !canUse(access.session.roles, 'clubTv')) return <DeskRefused desk="Club TV" />;
  return <Outlet />;
}
