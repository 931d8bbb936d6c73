import { clubConfig } from '@club/config';
import { sharedTokens, type ThemeTokens } from './tokens';

// The brand as the streamer shows it, from the club configuration (@club/config). The blue is the
// configured 'primaryOnDark', lifted a step so filled buttons still read as blue on near-black.
const { colours } = clubConfig;
const brand = {
  blue: colours.primaryOnDark,
  blueDeep: colours.primary,
  gold: colours.accent,
  navy: colours.dark,
  white: colours.secondary,
};

/** Blues Live, the overseas streaming site: dark broadcast surfaces throughout. */
export const streamerTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    brand: brand.blue,
    brandStrong: brand.blueDeep,
    onBrand: brand.white,
    accent: brand.gold,
    onAccent: brand.navy,
    surface: '#060B1A',
    surfaceRaised: '#0F1830',
    // On a dark site the chrome goes darker still rather than flipping to white.
    surfaceInverse: '#02050E',
    text: '#F3F5FA',
    textMuted: '#A7B2CC',
    textBrand: '#8EB1FF',
    textInverse: brand.white,
    textMutedInverse: '#A7B2CC',
    border: '#24304F',
    borderInverse: '#1D2742',
    critical: '#FF7A70',
    positive: '#4CC27A',
    link: '#8EB1FF',
    linkInverse: brand.gold,
    focus: brand.gold,
    focusInverse: brand.gold,
  },
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.4)',
    medium: '0 4px 12px rgb(0 0 0 / 0.5)',
    large: '0 12px 32px rgb(0 0 0 / 0.6)',
  },
};
