import { clubConfig } from '@club/config';
import { sharedTokens, type ThemeTokens } from './tokens';

// The club's brand comes from the club configuration (@club/config), so another club is one file
// away; contrast.test.ts fails if its colours would make text unreadable. Components only ever read
// colours through `vars`. The brand's colours are named by role, never by hue.
const { colours } = clubConfig;
const brand = {
  primary: colours.primary,
  primaryStrong: colours.primaryDeep,
  accent: colours.accent,
  dark: colours.dark,
  onPrimary: colours.secondary,
};

/** The club site: light pages, chrome (header, footer) in the club's dark colour. */
export const clubTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    brand: brand.primary,
    brandStrong: brand.primaryStrong,
    onBrand: brand.onPrimary,
    accent: brand.accent,
    onAccent: brand.dark,
    surface: brand.onPrimary,
    surfaceRaised: '#F2F4F9',
    surfaceInverse: brand.dark,
    text: '#0E1A33',
    textMuted: '#4B5872',
    textBrand: brand.primary,
    textInverse: brand.onPrimary,
    textMutedInverse: '#B7C2DA',
    border: '#D3D9E6',
    borderInverse: '#2B3B63',
    critical: '#B3261E',
    positive: '#1E7B3A',
    link: '#1746B8',
    linkInverse: brand.accent,
    focus: '#1746B8',
    focusInverse: brand.accent,
  },
  shadow: {
    small: '0 1px 2px rgb(10 22 51 / 0.12)',
    medium: '0 4px 12px rgb(10 22 51 / 0.16)',
    large: '0 12px 32px rgb(10 22 51 / 0.24)',
  },
};
