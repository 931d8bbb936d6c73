import type { ComponentProps } from 'react';
import { onDemandComponent } from '../page/onDemandComponent';
import type { ClubFooter } from './ClubFooter';

// The footer (its menus, sponsor rows, child-friendly switch and adverts) is below every page's first
// screen, so its code is not in the first load (issue 13): the server renders it whole, and the browser
// hydrates it when it comes on screen (ClubLayout's HydrateWhenNear), fetching the footer adverts then.
// The root route's beforeLoad awaits it, so the server and every navigation in the browser render it at
// once, and a navigation never finds it still waiting.
export const clubFooter = onDemandComponent<ComponentProps<typeof ClubFooter>>(() =>
  import('./ClubFooter').then((module) => module.ClubFooter),
);
