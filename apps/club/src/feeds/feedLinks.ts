import { clubName } from '../site/site';

// What pages link to; kept apart from the builders so a route's head never pulls `feed` or
// `ical-generator` into the browser bundle.

/** Issue 5: the news feed carries the latest 50 articles. */
export const newsFeedSize = 50;
export const newsFeedPath = '/news/rss.xml';
export const newsFeedTitle = `${clubName} news`;

/** The `<link rel="alternate">` that lets browsers and feed readers find the feed from the news pages. */
export const newsFeedLink = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: newsFeedTitle,
  href: newsFeedPath,
};

/** The address of a team's calendar on the club site. */
export const teamCalendarPath = (team: string) => `/matches/${team}/calendar.ics`;
