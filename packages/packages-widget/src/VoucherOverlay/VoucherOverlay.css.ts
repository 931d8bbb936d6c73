import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@club/ui/css';

export const theme = styleVariants({
  light: { background: vars.color.surface, color: vars.color.text },
  dark: {
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    vars: {
      [vars.color.text]: vars.color.textInverse,
      [vars.color.textMuted]: vars.color.textMutedInverse,
      [vars.color.textBrand]: vars.color.accent,
      [vars.color.link]: vars.color.linkInverse,
      [vars.color.border]: vars.color.borderInverse,
      [vars.color.focus]: vars.color.focusInverse,
    },
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

// Read out, never shown: the field itself displays the error.
export const liveRegion = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
