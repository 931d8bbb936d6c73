import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const article = style({ paddingBlock: vars.space.xxlarge });

export const children = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const child = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  borderLeft: `4px solid ${vars.color.brand}`,
  fontWeight: vars.fontWeight.medium,
});
