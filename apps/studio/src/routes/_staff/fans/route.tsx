import { createFileRoute } from '@tanstack/react-router';
import { DeskGate } from '../../../studio/desk/DeskGate';

/** The fans desk: administrators only. Anyone else is told why, in words (the api answers them 403). */
export const Route = createFileRoute('/_staff/fans')({
  component: FansRoute,
});

function FansRoute() {
  return <DeskGate desk="fans" title="Fans" />;
}
