import { clubName } from '../../site/site';

// What the /app route's head() needs, apart from the page's copy (appPageContent.ts): the route tree is in
// every page's first load, the copy only in the page's own chunk (issue 13).

export const appPageTitle = 'The official app';
export const appPageDescription = `Club TV, live commentary, the match centre and the latest news: the official ${clubName} app for iPhone and Android.`;
/** The first screenshot, also the page's share image. */
export const appShareImageKey = 'promos/app-match-centre.png';
