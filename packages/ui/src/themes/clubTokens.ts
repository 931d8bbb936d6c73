import { clubConfig } from '@club/config';
import { sharedTokens, type ThemeTokens } from './tokens';

// The club's brand comes from the club configuration (@club/config), so another club is one file
// away; contrast.test.ts fails if its colours would make text unreadable. Components only ever read
// colours through `vars`.
const { colours } = clubConfig;
const brand = {
  blue: colours.primary,
  blueDeep: colours.primaryDeep,
  gold: colours.accent,
  navy: colours.dark,
  white: colours.secondary,
};

/** The club site: light pages, dark navy chrome (header, footer). */
export const clubTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    brand: brand.blue,
    brandStrong: brand.blueDeep,
    onBrand: brand.white,
    accent: brand.gold,
    onAccent: brand.navy,
    surface: brand.white,
    surfaceRaised: '#F2F4F9',
    surfaceInverse: brand.navy,
    text: '#0E1A33',
    textMuted: '#4B5872',
    textBrand: brand.blue,
    textInverse: brand.white,
    textMutedInverse: '#B7C2DA',
    border: '#D3D9E6',
    borderInverse: '#2B3B63',
    critical: '#B3261E',
    positive: '#1E7B3A',
    link: '#1746B8',
    linkInverse: brand.gold,
    focus: '#1746B8',
    focusInverse: brand.gold,
  },
  shadow: {
    small: '0 1px 2px rgb(10 22 51 / 0.12)',
    medium: '0 4px 12px rgb(10 22 51 / 0.16)',
    large: '0 12px 32px rgb(10 22 51 / 0.24)',
  },
};
