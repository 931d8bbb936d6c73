import type { ThemeVars } from './contract.css';
import { fontStack } from './fontStacks';

type Tokens<T> = { [K in keyof T]: T[K] extends string ? string : Tokens<T[K]> };

/** Every value a theme fills: the shape of the contract with real values at its leaves. */
export type ThemeTokens = Tokens<ThemeVars>;

export type ColorTokens = ThemeTokens['color'];

/**
 * Scales both sites share. Themes differ in colour and mood, not in rhythm, so a layout built on the
 * club site drops into the streamer unchanged.
 */
export const sharedTokens = {
  font: {
    // Body text is set in the phone's own interface face (San Francisco, Roboto, Segoe UI), as the
    // fastest sites do (issue 13): nothing to download before a fan can read, and text that looks at
    // home on the device. The club's voice is the display face, Oswald, in headings and buttons.
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    display: fontStack('Oswald', "'Arial Narrow', system-ui, sans-serif"),
  },
  fontWeight: { regular: '400', medium: '500', strong: '700' },
  text: {
    xsmall: { fontSize: '0.75rem', lineHeight: '1rem' },
    small: { fontSize: '0.875rem', lineHeight: '1.25rem' },
    standard: { fontSize: '1rem', lineHeight: '1.5rem' },
    large: { fontSize: '1.125rem', lineHeight: '1.75rem' },
  },
  // Fluid sizes so a 375px phone and a 1440px screen both get a sensible hierarchy without breakpoints.
  heading: {
    level1: { fontSize: 'clamp(2.25rem, 1.6rem + 2.8vw, 4rem)', lineHeight: '1.05' },
    level2: { fontSize: 'clamp(1.75rem, 1.35rem + 1.7vw, 2.75rem)', lineHeight: '1.1' },
    level3: { fontSize: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.875rem)', lineHeight: '1.15' },
    level4: { fontSize: '1.25rem', lineHeight: '1.2' },
    level5: { fontSize: '1.125rem', lineHeight: '1.25' },
    level6: { fontSize: '1rem', lineHeight: '1.3' },
  },
  space: {
    none: '0',
    xxsmall: '4px',
    xsmall: '8px',
    small: '12px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
    xxxlarge: '64px',
  },
  radius: { none: '0', small: '4px', standard: '8px', large: '16px', full: '9999px' },
  duration: { fast: '120ms', standard: '200ms', slow: '400ms' },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '100',
    header: '200',
    overlay: '300',
    modal: '400',
    notification: '500',
  },
  // SPEC 9: header height 90.
  layout: { headerHeight: '90px', focusWidth: '3px' },
} satisfies Omit<ThemeTokens, 'color' | 'shadow'>;
