import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { layoutQueries } from '../../site/layoutData';
import { HydrateWhenNear } from '../../site/page/HydrateWhenNear';
import type { HomePageData } from './home/homeData';
import { HomeHighlight } from './home/HomeHighlight';
import { HomeMatchBlock, TeamMatches } from './home/HomeMatchBlock';
import { homeClubTvAndLinks, homeLatestNews, homeTableAndWomen } from './home/lowerSectionsOnDemand';
import { homeTakeover } from './home/takeoverOnDemand';

/**
 * The club's front door, leading with what fans come for: the top stories (SPEC 9's `stack` highlight),
 * the first team's live or next match and latest result (the `block` fixtures widget), more news,
 * Club TV, the league table's top and the women's team, then the ways into the club. On match day the
 * first team's match leads above them all (SPEC 3 matchdayTakeover).
 */
export function HomePage({ data }: { data: HomePageData }) {
  // The featured menu arrives with the layout's menus (the root loader's query): one call for both.
  const { api } = useRouteContext({ from: '__root__' });
  const { featured } = useSuspenseQuery(layoutQueries.layout(api)).data;
  const news = useMemo(() => ({ articles: data.latestNews }), [data.latestNews]);
  const tableAndWomen = useMemo(() => ({ table: data.table, women: data.women, TeamMatches }), [data.table, data.women]);
  const end = useMemo(() => ({ videos: data.videos, featured }), [data.videos, featured]);
  // The hero follows the live stream itself (useLiveMatch), so its props stay what the page first had: a
  // live message rewriting the page's cached takeover must not render the waiting block again from scratch,
  // which drops the server's HTML until the hero's code has loaded (a layout shift of the whole page).
  const [takeover] = useState(() => (data.takeover ? { takeover: data.takeover } : null));
  return (
    <>
      {takeover && <HydrateWhenNear part={homeTakeover} props={takeover} />}
      <HomeHighlight articles={data.highlight} />
      <HomeMatchBlock matches={data.firstTeam} />
      <HydrateWhenNear part={homeLatestNews} props={news} />
      <HydrateWhenNear part={homeTableAndWomen} props={tableAndWomen} />
      <HydrateWhenNear part={homeClubTvAndLinks} props={end} />
    </>
  );
}
