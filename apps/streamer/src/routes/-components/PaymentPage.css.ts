import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style(
  responsiveStyle({ base: { paddingBlock: vars.space.xxlarge }, 1024: { paddingBlock: vars.space.xxxlarge } }),
);
