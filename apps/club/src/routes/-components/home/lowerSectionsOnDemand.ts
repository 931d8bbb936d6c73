import { onDemandComponent } from '../../../site/page/onDemandComponent';
import type { HomeLowerSectionsProps } from './HomeLowerSections';
import type { HomeTeamMatches } from './homeData';

// The home page below its hero, in two blocks whose code is not in the first load (issue 13): the
// first team's matches (whose top a tall phone's first screen shows), then the rest. The route's loader
// awaits both, so the server and a navigation render them at once; a page that hydrates loads each
// when it comes on screen (HomePage's HydrateWhenNear).

export const homeMatchBlock = onDemandComponent<{ matches: HomeTeamMatches }>(() =>
  import('./HomeMatchBlock').then((module) => module.HomeMatchBlock),
);

export const homeLowerSections = onDemandComponent<HomeLowerSectionsProps>(() =>
  import('./HomeLowerSections').then((module) => module.HomeLowerSections),
);
