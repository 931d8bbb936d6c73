import { onDemandComponent } from '../../../site/page/onDemandComponent';
import type { HomeLowerSectionsProps } from './HomeLowerSections';
import type { HomeTeamMatches } from './homeData';

// The home page below its hero, in two blocks whose code is not in the first load (issue 13): the
// first team's matches (whose top a tall phone's first screen shows), then the rest. Their code is one
// file, fetched when the first of them comes on screen (a file each cost every page of the site 0.5 KB
// more: the matches block's modules became shared chunks); each still hydrates only once it is on
// screen. The route's loader awaits both, so the server and a navigation render them at once
// (HomePage's HydrateWhenNear).

export const homeMatchBlock = onDemandComponent<{ matches: HomeTeamMatches }>(() =>
  import('./HomeLowerSections').then((module) => module.HomeMatchBlock),
);

export const homeLowerSections = onDemandComponent<HomeLowerSectionsProps>(() =>
  import('./HomeLowerSections').then((module) => module.HomeLowerSections),
);
