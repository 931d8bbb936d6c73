import { createFileRoute, useRouter } from '@tanstack/react-router';
import { MatchCentre } from './-components/MatchCentre';
import { livePollIntervalMs, loadMatchCentre, matchCentreHead } from './-components/matchCentreData';
import { useLivePolling } from './-components/useLivePolling';

/** SPEC 2.1: the match centre. */
export const Route = createFileRoute('/match/$team/$season/$matchID')({
  loader: ({ context, params }) => loadMatchCentre(context.api, params),
  head: ({ loaderData }) => matchCentreHead(loaderData),
  component: MatchCentreRoute,
});

function MatchCentreRoute() {
  const centre = Route.useLoaderData();
  const router = useRouter();
  // A live match refreshes through this route's own loader, so there is one data path; the layout's
  // loaders are left alone.
  useLivePolling(centre.match.status === 'live', livePollIntervalMs, () => {
    void router.invalidate({ filter: (match) => match.routeId === Route.id });
  });
  return <MatchCentre centre={centre} />;
}
