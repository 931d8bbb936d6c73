import { getClock } from '@club/clock';
import { useLiveAnnouncement } from '@club/live';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../site/site';
import { MatchCentre } from './-components/MatchCentre';
import { followsLiveStream, matchCentreHead, matchCentreQueries } from './-components/matchCentreData';

/**
 * SPEC 2.1: the match centre. The centre goes into the query cache; the loader returns its head, worked
 * out, and nothing else.
 */
export const Route = createFileRoute('/match/$team/$season/$matchID')({
  loader: async ({ context, params }) => ({
    head: matchCentreHead(await context.queryClient.ensureQueryData(matchCentreQueries.centre(context.api, params))),
  }),
  head: ({ loaderData }) => loaderData?.head ?? { meta: [{ title: pageTitle('Page not found') }] },
  component: MatchCentreRoute,
});

function MatchCentreRoute() {
  const { api } = Route.useRouteContext();
  const params = Route.useParams();
  // The server's state first (the render, and hydration), then every message of the page's one live
  // stream, written into the same query: the minute, the score and the events follow the match.
  const { data: centre } = useSuspenseQuery(matchCentreQueries.centre(api, params));
  const enabled = followsLiveStream(centre.match, getClock().nowMs());
  const announcement = useLiveAnnouncement(centre.match.id, { enabled });
  return <MatchCentre centre={centre} announcement={announcement} />;
}
