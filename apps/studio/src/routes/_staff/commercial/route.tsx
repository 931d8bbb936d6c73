import { createFileRoute } from '@tanstack/react-router';
import { DeskGate } from '../../../studio/desk/DeskGate';

/** The commercial desk: commercial staff and administrators. Anyone else is told why, in words. */
export const Route = createFileRoute('/_staff/commercial')({
  component: CommercialRoute,
});

function CommercialRoute() {
  return <DeskGate desk="commercial" title="Commercial" />;
}
