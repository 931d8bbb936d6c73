import { createFileRoute } from '@tanstack/react-router';
import { DeskGate } from '../../../studio/desk/DeskGate';

/** The Club TV library: editors and administrators. Anyone else is told why, in words (the api refuses them anyway). */
export const Route = createFileRoute('/_staff/clubtv')({
  component: ClubTvRoute,
});

function ClubTvRoute() {
  return <DeskGate desk="clubTv" title="Club TV" />;
}
