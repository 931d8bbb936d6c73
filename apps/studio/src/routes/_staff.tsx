import { returnUrlParam } from '@club/auth';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { studioQueries } from '../studio/queries';
import { NotStaffPage } from './-components/NotStaffPage';
import { StaffLayout } from './-components/StaffLayout';

/**
 * Every staff page. Rendered in the browser only (`ssr: false`): the server sends the document and a
 * pending shell, and the studio's data never passes through a shared page. Signed out, a visitor goes to
 * the sign-in with where they were going; a signed-in account that is not staff sees why, in words.
 */
export const Route = createFileRoute('/_staff')({
  ssr: false,
  beforeLoad: async ({ context, location }) => {
    const access = await context.queryClient.ensureQueryData(studioQueries.access(context.studio));
    if (access.state === 'signedOut') {
      throw redirect({ to: '/sign-in', search: { [returnUrlParam]: location.href }, replace: true });
    }
    return { access };
  },
  component: StaffRoute,
});

function StaffRoute() {
  const { studio } = Route.useRouteContext();
  const { data: access } = useQuery(studioQueries.access(studio));
  switch (access?.state) {
    case 'staff':
      return (
        <StaffLayout session={access.session}>
          <Outlet />
        </StaffLayout>
      );
    case 'notStaff':
      return <NotStaffPage message={access.message} />;
    // Signed out just now (the query was cleared): the sign-in is a navigation away.
    case 'signedOut':
    case undefined:
      return null;
    default:
      return access satisfies never;
  }
}
