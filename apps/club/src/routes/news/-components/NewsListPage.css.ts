import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Filter chips on the dark page: outlined, filled when chosen. 44px tall for a thumb (WCAG 2.5.8).
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.medium,
  borderRadius: 999,
  border: `2px solid ${vars.color.borderInverse}`,
  color: vars.color.textInverse,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.textInverse },
    '&[data-selected]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusInverse}`, outlineOffset: 2 },
  },
});

export const cards = style([
  { display: 'grid', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({
    640: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    1024: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
]);

export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
});

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  paddingInline: vars.space.xlarge,
  borderRadius: vars.radius.standard,
  border: '2px solid transparent',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusInverse}`, outlineOffset: 2 } },
});

// SPEC 5's 'primary-light' and 'ghost-light' buttons, as router links that keep the scroll position.
export const button = style([
  buttonBase,
  {
    background: vars.color.onBrand,
    color: vars.color.brand,
    selectors: { '&:hover': { background: vars.color.accent, color: vars.color.onAccent } },
  },
]);

export const secondaryButton = style([
  buttonBase,
  {
    borderColor: vars.color.borderInverse,
    color: vars.color.textInverse,
    selectors: { '&:hover': { borderColor: vars.color.textInverse } },
  },
]);
