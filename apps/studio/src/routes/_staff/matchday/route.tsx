import { createFileRoute } from '@tanstack/react-router';
import { DeskGate } from '../../../studio/desk/DeskGate';

/** The platform's 403 for staff without the matchday role, said on the page too (the api refuses them anyway). */
const notMatchdayMessage = 'The match-day console is for match-day staff. Ask a club administrator for access.';

/** The match-day desk: match-day staff and administrators. Anyone else is told why, in words. */
export const Route = createFileRoute('/_staff/matchday')({
  component: MatchdayRoute,
});

function MatchdayRoute() {
  return <DeskGate desk="matchday" title="Match day" message={notMatchdayMessage} />;
}
