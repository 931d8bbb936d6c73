import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { inverseColors } from '../styles/inverse';

// The last card of a carousel: as tall as its neighbours, so the row keeps one height.
export const root = style([
  inverseColors,
  {
    height: '100%',
    minHeight: 200,
    justifyContent: 'center',
    alignItems: 'center',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.standard,
    background: vars.color.brand,
    textAlign: 'center',
    transitionProperty: 'background-color',
    transitionDuration: vars.duration.fast,
    selectors: { '&:hover': { background: vars.color.brandStrong } },
  },
]);

export const disc = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.accent}`,
  color: vars.color.accent,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.heading.level4.fontSize,
  lineHeight: vars.heading.level4.lineHeight,
  fontWeight: 700,
  textTransform: 'uppercase',
  color: vars.color.onBrand,
});
