import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import type { ThemeTokens } from './tokens';

/**
 * Fills the contract on `:root`. Called from a theme's `.css.ts` file, never at runtime.
 * The reduced-motion durations are declared after the theme so they win the cascade: both rules
 * target `:root`, and a media query adds no specificity.
 */
export function applyTheme(tokens: ThemeTokens): void {
  createGlobalTheme(':root', vars, tokens);
  globalStyle(':root', {
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        vars: {
          [vars.duration.fast]: '0ms',
          [vars.duration.standard]: '0ms',
          [vars.duration.slow]: '0ms',
        },
      },
    },
  });
}
