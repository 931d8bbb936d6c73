import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const crest = recipe({
  base: { display: 'block', flexShrink: 0, height: 'auto' },
  variants: {
    size: {
      small: { width: 32 },
      standard: { width: 48 },
      large: { width: 64 },
      xlarge: { width: 120 },
    },
  },
  defaultVariants: { size: 'standard' },
});

// The crest is drawn in theme colours, so a later club configuration recolours it with the theme.
export const shield = style({ fill: vars.color.brand, stroke: vars.color.accent });
export const band = style({ fill: vars.color.brandStrong });
export const wave = style({ fill: 'none', stroke: vars.color.accent });
export const letters = style({
  fill: vars.color.onBrand,
  fontFamily: vars.font.display,
  fontWeight: 700,
});
