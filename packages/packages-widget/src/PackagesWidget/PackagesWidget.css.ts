import { style, styleVariants } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@club/ui/css';

const inverse = {
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
};

export const widget = styleVariants({
  light: { background: vars.color.surface, color: vars.color.text },
  dark: inverse,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingBlock: vars.space.xlarge,
});

export const list = style({ paddingBlock: vars.space.medium, minHeight: 120 });

export const status = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.xlarge });

export const footer = styleVariants({
  light: { background: vars.color.surfaceRaised, color: vars.color.text },
  dark: inverse,
});

export const footerInner = style([
  {
    display: 'grid',
    gap: vars.space.large,
    padding: vars.space.large,
    borderRadius: vars.radius.standard,
  },
  responsiveStyle({ 760: { gridTemplateColumns: '1fr 1fr' } }),
]);

export const cta = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.small });
