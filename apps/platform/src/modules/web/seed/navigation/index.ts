import type { PageNode } from '../nodes';
import { business } from './business';
import { club } from './club';
import { community } from './community';
import { events } from './events';
import { fansDisabilities } from './fans-disabilities';
import { fans } from './fans';
import { helpInfo } from './help-info';
import { hospitality } from './hospitality';
import { kids } from './kids';
import { tickets } from './tickets';

/** SPEC 2.2: the content navigation tree, top-level sections in menu order. */
export const navigation: readonly PageNode[] = [
  tickets,
  club,
  hospitality,
  events,
  business,
  community,
  kids,
  fans,
  fansDisabilities,
  helpInfo,
];
