import type { ClubConfig } from './index';

/**
 * A second, made-up club, for tests that prove another club is one file away: render a site with it in
 * place of `club.json` and no word or colour of the first club may remain. Typed as the real file, so a
 * field added there must be added here too.
 */
export const northmoorRovers: ClubConfig = {
  name: 'Northmoor Rovers AFC',
  shortName: 'Northmoor',
  slug: 'northmoor-rovers',
  nickname: 'the Moorhens',
  shortNickname: 'Moorhens',
  wordmark: ['Northmoor', 'Rovers'],
  founded: 1902,
  stadium: 'Heathfield Park',
  streaming: {
    siteName: 'Moorhens Play',
    videoName: 'Moorhens Vision',
    audioName: 'Moorhens Wireless',
  },
  colours: {
    primary: '#8a1020',
    primaryDeep: '#5c0a15',
    primaryOnDark: '#b3172c',
    secondary: '#ffffff',
    accent: '#2e9e4f',
    dark: '#1c1414',
  },
  crest: {
    description: 'A red shield with a green heather sprig, for the moor the club was founded beside.',
    initials: 'NR',
    emblem: 'star',
  },
  social: {
    facebook: 'https://facebook.example.com/northmoorrovers',
    x: 'https://x.example.com/northmoorrovers',
    instagram: 'https://instagram.example.com/northmoorrovers',
    youtube: 'https://youtube.example.com/@northmoorrovers',
    tiktok: 'https://tiktok.example.com/@northmoorrovers',
    linkedin: 'https://linkedin.example.com/company/northmoor-rovers-afc',
  },
  apps: {
    appStore: 'https://apps.apple.com/gb/app/northmoor-rovers/id6450000001',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.northmoorrovers.app',
  },
  website: 'https://www.northmoorrovers.example.com',
  copyright: 'Northmoor Rovers Association Football Club',
};

/**
 * Everything that names the demo club (packages/club-config/club.json) or paints it: what a page rendered
 * with another club must not contain.
 */
export const demoClubWords = [
  'Brackwater',
  'Blues',
  'Blues Live',
  'Quayside',
  'brackwater',
  '#0b2f7a',
  '#071f52',
  '#123c9c',
  '#f2b705',
  '#0a1633',
] as const;
