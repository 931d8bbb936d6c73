import { clubConfig } from '@club/config';
import { sharedTokens, type ThemeTokens } from './tokens';

// The brand as the streamer shows it, from the club configuration (@club/config), named by role. The
// primary is the configured 'primaryOnDark', lifted a step so filled buttons still read on near-black.
const { colours } = clubConfig;
const brand = {
  primary: colours.primaryOnDark,
  primaryStrong: colours.primary,
  accent: colours.accent,
  dark: colours.dark,
  onPrimary: colours.secondary,
};

/** The club's overseas streaming site (`streaming.siteName`): dark broadcast surfaces throughout. */
export const streamerTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    brand: brand.primary,
    brandStrong: brand.primaryStrong,
    onBrand: brand.onPrimary,
    accent: brand.accent,
    onAccent: brand.dark,
    surface: '#060B1A',
    surfaceRaised: '#0F1830',
    // On a dark site the chrome goes darker still rather than flipping to white.
    surfaceInverse: '#02050E',
    text: '#F3F5FA',
    textMuted: '#A7B2CC',
    textBrand: '#8EB1FF',
    textInverse: brand.onPrimary,
    textMutedInverse: '#A7B2CC',
    border: '#24304F',
    borderInverse: '#1D2742',
    critical: '#FF7A70',
    positive: '#4CC27A',
    link: '#8EB1FF',
    linkInverse: brand.accent,
    focus: brand.accent,
    focusInverse: brand.accent,
  },
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.4)',
    medium: '0 4px 12px rgb(0 0 0 / 0.5)',
    large: '0 12px 32px rgb(0 0 0 / 0.6)',
  },
};
