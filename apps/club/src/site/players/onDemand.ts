// What the site loads with import() when a video or the live audio first opens (issue 13), or before,
// when something that opens one comes into view (usePreloadPlayers, issue 30). Through this file,
// never `import('@club/video-player')`: a dynamic import of the package's index would put everything it
// exports in one chunk with whatever else imports it.
export { OpenedPlayers } from './OpenedPlayers';
