import type { StaffRole, StudioDesk } from '@club/api-client';
import { Outlet, useRouteContext } from '@tanstack/react-router';
import { canUse } from '../desks';
import { DeskRefused } from './DeskRefused';

/** The roles of the staff member at the studio, from `_staff`'s access (none for anyone else). */
export function useStaffRoles(): readonly StaffRole[] {
  const { access } = useRouteContext({ from: '/_staff' });
  return access.state === 'staff' ? access.session.roles : [];
}

/**
 * A desk's layout route: its pages for staff whose roles open the desk; anyone else (someone who typed the
 * address) is told why, in words, under the desk's title (the platform refuses them anyway).
 */
export function DeskGate({ desk, title, message }: { desk: StudioDesk; title: string; message?: string }) {
  const roles = useStaffRoles();
  if (!canUse(roles, desk)) return <DeskRefused desk={title} message={message} />;
  return <Outlet />;
}
