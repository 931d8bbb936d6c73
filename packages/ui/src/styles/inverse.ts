import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/**
 * Remaps the everyday colour names inside a dark chrome surface (header, footer, inverse boxes), so a
 * `Text`, `TextLink` or focus ring placed there is legible without knowing where it sits.
 */
export const inverseColors: StyleRule = {
  color: vars.color.textInverse,
  vars: {
    [vars.color.text]: vars.color.textInverse,
    [vars.color.textMuted]: vars.color.textMutedInverse,
    [vars.color.textBrand]: vars.color.accent,
    [vars.color.link]: vars.color.linkInverse,
    [vars.color.border]: vars.color.borderInverse,
    [vars.color.focus]: vars.color.focusInverse,
  },
};
