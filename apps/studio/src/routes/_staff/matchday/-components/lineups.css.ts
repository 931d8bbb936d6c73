import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const sides = style([
  { display: 'grid', gap: vars.space.large },
  responsiveStyle({ base: { gridTemplateColumns: '1fr' }, 1024: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }),
]);

export const group = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.strong, marginBottom: vars.space.xsmall });

/** A typed opponent: a short number field beside the name. */
export const typedRow = style({ display: 'grid', gridTemplateColumns: '5.5rem minmax(0, 1fr)', gap: vars.space.small, alignItems: 'end' });

export const subRow = style({ display: 'grid', gap: vars.space.small, alignItems: 'end', gridTemplateColumns: 'minmax(0, 1fr) auto' });
