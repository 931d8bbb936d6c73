import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const section = style({ paddingBlock: vars.space.xxlarge });
export const heroText = style({ maxWidth: 720 });

export const stores = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, margin: 0, padding: 0, listStyle: 'none' });

export const features = style([
  { display: 'grid', gap: vars.space.xlarge, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({ 760: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, 1200: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } }),
]);

export const feature = style({ display: 'grid', gap: vars.space.small, alignContent: 'start', color: vars.color.text });

export const screens = style([
  { display: 'grid', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({ 760: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
]);
