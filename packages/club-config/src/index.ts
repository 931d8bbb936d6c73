import club from '../club.json' with { type: 'json' };

/**
 * The club's identity: name, stadium, colours, crest and social links, from `club.json`, the one file
 * to change for another club. The platform checks it when it starts (web settings, generated
 * artwork); the ui themes take their brand colours from it, and the themes' contrast tests fail if
 * a club's colours would make text unreadable.
 *
 * wordmark: the two lines set beside the crest in the logo.
 * nickname: 'the Blues', in sentences; shortNickname: 'Blues', before a noun ('every Blues match').
 * streaming: the names the club streams under: the streaming site ('Blues Live'), its video and its
 * audio service ('Blues TV', 'Blues Radio').
 * apps: the club app's pages in the App Store and Google Play.
 * colours: primary (the club colour), primaryDeep (pressed and strong states), primaryOnDark (the
 * primary lifted a step for filled buttons on the streamer's near-black), secondary (what reads on
 * the primary), accent, dark (header, footer and dark surfaces).
 */
export const clubConfig = club;
export type ClubConfig = typeof club;
