import { style } from '@vanilla-extract/css';
import { vars } from '@club/ui/css';

export const strip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
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
});

export const packages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, marginBlockStart: vars.space.xsmall });
