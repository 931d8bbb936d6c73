import { getClock } from '@club/clock';
import { useLiveAnnouncement, useLiveMatch } from '@club/live';
import { createFileRoute } from '@tanstack/react-router';
import { MatchCentre } from './-components/MatchCentre';
import { followsLiveStream, loadMatchCentre, matchCentreHead } from './-components/matchCentreData';

/** SPEC 2.1: the match centre. */
export const Route = createFileRoute('/match/$team/$season/$matchID')({
  loader: ({ context, params }) => loadMatchCentre(context.api, params),
  head: ({ loaderData }) => matchCentreHead(loaderData),
  component: MatchCentreRoute,
});

function MatchCentreRoute() {
  const loaded = Route.useLoaderData();
  // The loader's state first (the server's render, and hydration), then every message of the page's one
  // live stream: the minute, the score and the events follow the match without a reload.
  const enabled = followsLiveStream(loaded.match, getClock().nowMs());
  const centre = useLiveMatch(loaded.match.id, loaded, { enabled });
  const announcement = useLiveAnnouncement(loaded.match.id, { enabled });
  return <MatchCentre centre={centre} announcement={announcement} />;
}
