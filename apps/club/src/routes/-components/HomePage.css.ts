import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const cards = style([
  { display: 'grid', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({ 760: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
]);
