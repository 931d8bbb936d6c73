import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inverseColors } from '../styles/inverse';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

const perView = createVar();
// SPEC 9: the next slide peeks 180px in, but never more than a fifth of a narrow screen.
const peek = 'min(180px, 20%)';
const gap = vars.space.medium;

export const root = recipe({
  base: { position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.medium },
  variants: {
    appearance: {
      light: {},
      dark: [inverseColors, { background: vars.color.surfaceInverse, padding: vars.space.medium, borderRadius: vars.radius.standard }],
    },
  },
});

// The browser's own horizontal scroller: swipe, trackpad and focus all move it, and each slide snaps to
// the start. No scrollbar: the arrows and the position say where the row is.
export const viewport = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

// SPEC 9's layout breakpoints (760, 1024, 1440): fewer per view on narrower screens.
export const track = recipe({
  base: {
    display: 'flex',
    vars: { [perView]: '1' },
  },
  variants: {
    type: {
      'full-6': responsiveStyle({ 760: { vars: { [perView]: '3' } }, 1024: { vars: { [perView]: '4' } }, 1440: { vars: { [perView]: '6' } } }),
      'full-4': responsiveStyle({ 760: { vars: { [perView]: '2' } }, 1024: { vars: { [perView]: '3' } }, 1440: { vars: { [perView]: '4' } } }),
      'full-3': responsiveStyle({ 760: { vars: { [perView]: '2' } }, 1024: { vars: { [perView]: '3' } } }),
    },
  },
});

// The gap is padding inside each slide rather than a flex gap, so a page of slides is whole slides wide.
export const slide = style({
  flex: `0 0 calc((100% - ${peek}) / ${perView})`,
  minWidth: 0,
  paddingInlineEnd: gap,
  scrollSnapAlign: 'start',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  // The arrows' height, reserved before the script runs so the row never grows.
  minHeight: 36,
});

export const indicator = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall, minWidth: 0 });

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  transition: `width ${vars.duration.standard}, background-color ${vars.duration.standard}`,
  selectors: { '&[data-state="active"]': { width: 24, background: vars.color.textBrand } },
});

export const arrows = style({ display: 'flex', gap: vars.space.xsmall, flexShrink: 0 });

// One chevron drawn, turned around for 'previous'.
export const previousArrow = style({ display: 'contents' });
globalStyle(`${previousArrow} svg`, { transform: 'rotate(180deg)' });

globalStyle(`${arrows} [aria-disabled="true"]`, { opacity: 0.4, cursor: 'default' });
