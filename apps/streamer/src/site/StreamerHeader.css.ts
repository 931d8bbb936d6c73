import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const tagline = style({
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  background: vars.color.brand,
  color: vars.color.onBrand,
});

// Sticky where it is one row, so the 80 px the section scroll leaves above a section is where it sits;
// on small screens it wraps to two rows and would cover the section's heading.
export const header = style([
  {
    position: 'relative',
    top: 0,
    zIndex: vars.zIndex.header,
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    borderBottom: `1px solid ${vars.color.borderInverse}`,
  },
  responsiveStyle({ 760: { position: 'sticky' } }),
]);

export const inner = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: vars.space.xlarge,
    maxWidth: 1280,
    marginInline: 'auto',
    paddingInline: vars.space.medium,
  },
  responsiveStyle({ 760: { paddingInline: vars.space.large, minHeight: 72 } }),
]);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  color: 'inherit',
  textDecoration: 'none',
  ':focus-visible': { outlineColor: vars.color.focusInverse },
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.heading.level4.fontSize,
  lineHeight: vars.heading.level4.lineHeight,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});

// On phones the profile button shares the brand's row and the links get a row of their own; from 760 px
// all three sit on one row, links in the middle.
export const nav = style([
  { minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none', order: 3, flexBasis: '100%' },
  responsiveStyle({ 760: { order: 2, flexBasis: 'auto' } }),
]);

export const list = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xsmall,
  whiteSpace: 'nowrap',
  color: vars.color.textInverse,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  ':hover': { borderBottomColor: vars.color.accent },
  ':focus-visible': { outlineColor: vars.color.focusInverse },
});

export const profile = style([
  { display: 'flex', alignItems: 'center', paddingBlock: vars.space.xsmall, order: 2, marginInlineStart: 'auto' },
  responsiveStyle({ 760: { order: 3, marginInlineStart: 0 } }),
]);
