import { createFileRoute } from '@tanstack/react-router';
import { DeskGate } from '../../../studio/desk/DeskGate';

/** The audit log: administrators only. Anyone else is told why, in words (the api answers them 403). */
export const Route = createFileRoute('/_staff/audit')({
  component: AuditRoute,
});

function AuditRoute() {
  return <DeskGate desk="audit" title="Audit log" />;
}
