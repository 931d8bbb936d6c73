import type { ComponentProps } from 'react';
import { onDemandComponent } from '../../../site/page/onDemandComponent';
import type { HomeClubTvAndLinks, HomeLatestNews, HomeTableAndWomen } from './HomeLowerSections';

// The blocks of the home page whose code is not in the first load (issue 13): more news (after the first
// team's matches), the league table's top with the women's team, and Club TV with the ways into the
// club. No phone's first screen reaches them. One file for all three (the table's own chunk beside it),
// fetched when the first comes on screen; each hydrates once it is on screen, so the women's live minute
// and score move from when the fan can see them. The route's loader awaits them, so the server and a
// navigation render them at once (HomePage's HydrateWhenNear). The first team's matches stay in the first
// load: a phone may show their top at once, and a live match's minute and score come with hydration.

export const homeLatestNews = onDemandComponent<ComponentProps<typeof HomeLatestNews>>(() =>
  import('./HomeLowerSections').then((module) => module.HomeLatestNews),
);

export const homeTableAndWomen = onDemandComponent<ComponentProps<typeof HomeTableAndWomen>>(() =>
  import('./HomeLowerSections').then((module) => module.HomeTableAndWomen),
);

export const homeClubTvAndLinks = onDemandComponent<ComponentProps<typeof HomeClubTvAndLinks>>(() =>
  import('./HomeLowerSections').then((module) => module.HomeClubTvAndLinks),
);
