import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

// The block-link pattern every card shares: one real link (or button) on the title, whose ::after
// covers the whole card. The card is clickable everywhere, but a screen reader hears one link named
// by the title, not a link wrapping a paragraph of text.
export const cardRoot = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  isolation: 'isolate',
});

export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  textAlign: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '', position: 'absolute', inset: 0, zIndex: 1, borderRadius: 'inherit' },
    // The ring goes round the whole card, where the click target is.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

// Buttons inside a card (Match Centre, Buy Tickets) sit above the stretched link.
export const aboveLink = style({ position: 'relative', zIndex: 2 });

// Hover zooms the image a touch; the frame clips it.
export const zoomOnHover = style({
  transitionProperty: 'transform',
  transitionDuration: vars.duration.slow,
  selectors: { [`${cardRoot}:hover &`]: { transform: 'scale(1.04)' } },
});
