import { getClock } from '@club/clock';
import { useLiveAnnouncement } from '@club/live';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../site/site';
import { MatchCentre } from './-components/MatchCentre';
import { followsLiveStream, matchCentreHead, matchCentreQueries } from './-components/matchCentreData';
import { matchLineups, matchStats } from './-components/matchCentreOnDemand';
import { liveAssetIds, liveStreamQueries } from './videos/-components/live';

/**
 * SPEC 2.1: the match centre. The centre goes into the query cache; the loader returns its head, worked
 * out, and nothing else.
 */
export const Route = createFileRoute('/match/$team/$season/$matchId')({
  loader: async ({ context, params }) => {
    // The line-ups and stats render with the page on the server and on a navigation; a page that
    // hydrates loads their code when the fan comes near them (MatchCentre).
    const [centre] = await Promise.all([
      context.queryClient.ensureQueryData(matchCentreQueries.centre(context.api, params)),
      matchLineups.load(),
      matchStats.load(),
    ]);
    // A live match's Watch Live and Listen Live need the channels (their status says whether they are on
    // air). Prefetched, so a channel the platform cannot describe leaves the page without them, not broken.
    if (centre.match.status === 'live') {
      await Promise.all(
        [liveAssetIds.video, liveAssetIds.audio].map((id) => context.queryClient.prefetchQuery(liveStreamQueries.stream(context.api, id))),
      );
    }
    return { head: matchCentreHead(centre) };
  },
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
  // Fetched here too when the match goes live while the page is open.
  const live = centre.match.status === 'live';
  const { data: video } = useQuery({ ...liveStreamQueries.stream(api, liveAssetIds.video), enabled: live });
  const { data: audio } = useQuery({ ...liveStreamQueries.stream(api, liveAssetIds.audio), enabled: live });
  return <MatchCentre centre={centre} announcement={announcement} streams={video && audio ? { video, audio } : null} />;
}
