import type { ComponentProps } from 'react';
import { onDemandComponent } from '../../../site/page/onDemandComponent';
import type { HomeClubTvAndLinks, HomeLatestNews } from './HomeLowerSections';

// Two blocks of the home page whose code is not in the first load (issue 13): more news (after the first
// team's matches) and, after the table and the women's team, Club TV and the ways into the club. No
// phone's first screen reaches them. One file for both, fetched when the first comes on screen; each
// hydrates once it is on screen. The route's loader awaits them, so the server and a navigation render
// them at once (HomePage's HydrateWhenNear). The first team's and the women's matches stay in the first
// load: a live match's minute and score come with hydration, and a phone may show their top at once.

export const homeLatestNews = onDemandComponent<ComponentProps<typeof HomeLatestNews>>(() =>
  import('./HomeLowerSections').then((module) => module.HomeLatestNews),
);

export const homeClubTvAndLinks = onDemandComponent<ComponentProps<typeof HomeClubTvAndLinks>>(() =>
  import('./HomeLowerSections').then((module) => module.HomeClubTvAndLinks),
);
