import { createFileRoute } from '@tanstack/react-router';
import { DeskGate } from '../../../studio/desk/DeskGate';

/** Staff roles: administrators only (they are reached from the fans desk). Anyone else is told why. */
export const Route = createFileRoute('/_staff/staff')({
  component: StaffRolesRoute,
});

function StaffRolesRoute() {
  return <DeskGate desk="staff" title="Staff roles" />;
}
