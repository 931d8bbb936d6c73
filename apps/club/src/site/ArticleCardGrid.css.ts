import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const grid = style([
  { display: 'grid', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({
    640: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    1024: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
]);
