import { clubConfig } from '@club/config';
import { clubName } from '../../site/site';
import { appShareImageKey } from './appPageHead';

/** The mobile app page's copy (issue 5 /app): the stores, what the app does, and how it looks. */
export const appStores = [
  {
    store: 'App Store',
    label: 'Download on the App Store',
    href: clubConfig.apps.appStore,
    icon: 'Download',
  },
  {
    store: 'Google Play',
    label: 'Get it on Google Play',
    href: clubConfig.apps.googlePlay,
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
    body: `Line-ups, goals, cards and stats as they happen, with a notification when ${clubConfig.nickname} score.`,
    icon: 'Match',
  },
  {
    title: 'Live commentary',
    body: `Every first-team match on ${clubConfig.streaming.audioName}, wherever you are.`,
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
  { imageKey: appShareImageKey, alt: `The ${clubName} app's live match centre` },
  { imageKey: 'promos/app-club-tv.png', alt: `Club TV highlights in the ${clubName} app` },
  { imageKey: 'promos/app-news.png', alt: `The latest news in the ${clubName} app` },
] as const;
