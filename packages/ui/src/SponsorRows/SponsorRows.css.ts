import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const row = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.medium });

export const title = recipe({
  base: {
    fontFamily: vars.font.display,
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.05em',
    textAlign: 'center',
    color: vars.color.textBrand,
  },
  variants: {
    size: {
      small: { fontSize: vars.text.small.fontSize },
      large: { fontSize: vars.text.large.fontSize },
    },
  },
});

export const logos = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Fixed widths: each logo's box is known before its image arrives.
export const logo = recipe({
  variants: {
    size: {
      small: responsiveStyle({ base: { width: 80 }, 760: { width: 112 } }),
      large: responsiveStyle({ base: { width: 120 }, 760: { width: 192 } }),
    },
  },
});

export const link = style({ display: 'block', borderRadius: vars.radius.small });
