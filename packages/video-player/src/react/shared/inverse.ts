import { vars } from '@club/ui/css';
import type { StyleRule } from '@vanilla-extract/css';

/**
 * The players sit on dark surfaces: the theme's everyday colour names are remapped to their inverse
 * there (as ui does for its header and footer), so the club logo, links and focus rings stay legible.
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
