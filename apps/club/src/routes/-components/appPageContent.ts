import { clubName } from '../../site/site';

/** The mobile app page's copy (issue 5 /app): the stores, what the app does, and how it looks. */
export const appStores = [
  {
    store: 'App Store',
    label: 'Download on the App Store',
    href: 'https://apps.apple.com/gb/app/brackwater-blues-fc/id6450000000',
    icon: 'Download',
  },
  {
    store: 'Google Play',
    label: 'Get it on Google Play',
    href: 'https://play.google.com/store/apps/details?id=com.brackwaterblues.app',
    icon: 'Download',
  },
] as const;

export const appFeatures = [
  {
    title: 'Club TV in your pocket',
    body: 'Highlights, full match replays and interviews. On phones and tablets Club TV plays in the app only, not in a mobile browser.',
    icon: 'Video',
  },
  {
    title: 'Live match centre',
    body: 'Line-ups, goals, cards and stats as they happen, with a notification when the Blues score.',
    icon: 'Match',
  },
  {
    title: 'Live commentary',
    body: 'Every first-team match on Blues Radio, wherever you are.',
    icon: 'Audio',
  },
  {
    title: 'News first',
    body: 'Team news, signings and match reports the moment they are published.',
    icon: 'Article',
  },
] as const;

/** Image library keys of the app's screens, with what each shows. */
export const appScreenshots = [
  { imageKey: 'promos/app-match-centre.png', alt: `The ${clubName} app's live match centre` },
  { imageKey: 'promos/app-club-tv.png', alt: `Club TV highlights in the ${clubName} app` },
  { imageKey: 'promos/app-news.png', alt: `The latest news in the ${clubName} app` },
] as const;

export const appPageTitle = 'The official app';
export const appPageDescription = `Club TV, live commentary, the match centre and the latest news: the official ${clubName} app for iPhone and Android.`;
