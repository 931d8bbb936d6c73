import { recipe } from '@vanilla-extract/recipes';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

export const container = recipe({
  base: [
    { width: '100%', marginInline: 'auto' },
    // Page gutters grow with the screen; SPEC's layout steps are 760 and 1200.
    responsiveStyle({
      base: { paddingInline: vars.space.medium },
      760: { paddingInline: vars.space.large },
      1200: { paddingInline: vars.space.xlarge },
    }),
  ],
  variants: {
    width: {
      narrow: { maxWidth: 800 },
      default: { maxWidth: 1280 },
      wide: { maxWidth: 1520 },
    },
  },
  defaultVariants: { width: 'default' },
});
