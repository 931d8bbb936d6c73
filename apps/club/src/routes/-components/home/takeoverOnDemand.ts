import type { ComponentProps } from 'react';
import { onDemandComponent } from '../../../site/page/onDemandComponent';
import type { HomeTakeover } from './HomeTakeover';

// The match day's hero (issue 31, SPEC 3 matchdayTakeover) leads the home page, so the server renders it
// and the route's loader awaits its code (a navigation renders it at once); a page that hydrates fetches
// that code after its first load, when the hero is on screen (at once: it is the top of the page). Its
// HTML is whole meanwhile: the score, the minute and its links work before any of its script arrives;
// the script only lets it follow the live stream. So the home's first load (at its budget) stays as it is.
export const homeTakeover = onDemandComponent<ComponentProps<typeof HomeTakeover>>(() =>
  import('./HomeTakeover').then((module) => module.HomeTakeover),
);
