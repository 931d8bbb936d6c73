import { createFileRoute, Outlet } from '@tanstack/react-router';
import { canUse } from '../../../studio/desks';
import { MatchdayRefused } from './-components/MatchdayRefused';

/** The match-day desk: match-day staff and administrators. Anyone else is told why, in words. */
export const Route = createFileRoute('/_staff/matchday')({
  component: MatchdayRoute,
});

function MatchdayRoute() {
  const { access } = Route.useRouteContext();
  if (access.state !== 'staff' || !canUse(access.session.roles, 'matchday')) return <MatchdayRefused />;
  return <Outlet />;
}
