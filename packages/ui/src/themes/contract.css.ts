import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one shape every theme fills. Names are semantic (what a value is for, never what colour it is),
 * so a component written against the club theme renders correctly in the streamer theme.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    accent: null,
    onAccent: null,
    surface: null,
    surfaceRaised: null,
    surfaceInverse: null,
    text: null,
    textMuted: null,
    textBrand: null,
    textInverse: null,
    textMutedInverse: null,
    border: null,
    borderInverse: null,
    critical: null,
    positive: null,
    link: null,
    linkInverse: null,
    focus: null,
    focusInverse: null,
  },
  font: {
    body: null,
    display: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    strong: null,
  },
  text: {
    xsmall: { fontSize: null, lineHeight: null },
    small: { fontSize: null, lineHeight: null },
    standard: { fontSize: null, lineHeight: null },
    large: { fontSize: null, lineHeight: null },
  },
  heading: {
    level1: { fontSize: null, lineHeight: null },
    level2: { fontSize: null, lineHeight: null },
    level3: { fontSize: null, lineHeight: null },
    level4: { fontSize: null, lineHeight: null },
    level5: { fontSize: null, lineHeight: null },
    level6: { fontSize: null, lineHeight: null },
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  radius: {
    none: null,
    small: null,
    standard: null,
    large: null,
    full: null,
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
  duration: {
    fast: null,
    standard: null,
    slow: null,
  },
  zIndex: {
    base: null,
    raised: null,
    sticky: null,
    header: null,
    overlay: null,
    modal: null,
    notification: null,
  },
  layout: {
    headerHeight: null,
    focusWidth: null,
  },
});

export type ThemeVars = typeof vars;
