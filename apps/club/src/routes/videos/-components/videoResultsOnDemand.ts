import type { ComponentProps } from 'react';
import { onDemandComponent } from '../../../site/page/onDemandComponent';
import type { VideoGrid } from './VideoGrid';

// A page of Club TV videos as a grid, with its count and pagination or 'No videos found': /videos shows
// one only once a filter is chosen, a category or feed page (VideosSubpage) always. Its code is not in
// either page's first load (issue 13): the routes' loaders await it, so the server and a navigation
// render the grid at once, and a hydrating page loads it when the grid comes on screen (HydrateWhenNear).
// Until then its tiles and page links are plain links, already working.
export const videoResults = onDemandComponent<ComponentProps<typeof VideoGrid>>(() =>
  import('./VideoGrid').then((module) => module.VideoGrid),
);
