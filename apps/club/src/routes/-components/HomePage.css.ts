import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const hero = style([
  { display: 'grid', alignItems: 'center', gap: vars.space.xlarge, maxWidth: 960 },
  responsiveStyle({ 760: { gridTemplateColumns: 'auto minmax(0, 1fr)' } }),
]);

export const cards = style([
  { display: 'grid', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({ 760: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
]);
