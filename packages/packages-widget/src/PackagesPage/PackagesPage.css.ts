import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@club/ui/css';

export const grid = style([
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.large,
    justifyItems: 'center',
    gridTemplateColumns: '1fr',
  },
  responsiveStyle({ 760: { gridTemplateColumns: 'repeat(2, 1fr)' }, 1200: { gridTemplateColumns: 'repeat(3, 1fr)' } }),
]);

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
