import { createFileRoute } from '@tanstack/react-router';
import { DeskGate } from '../../../studio/desk/DeskGate';

/** Content pages: editors and administrators. Anyone else is told why, in words (the api answers them 403). */
export const Route = createFileRoute('/_staff/pages')({
  component: PagesDeskRoute,
});

function PagesDeskRoute() {
  return <DeskGate desk="pages" title="Pages" />;
}
