import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The global nav bar's height (SPEC 2.5: 32px, 44px on larger screens; GlobalNav switches at 760). */
const globalNavHeight = { base: 32, 760: 44 } as const;

// The header floats (position: fixed) so it can slide away and come back without moving the page;
// this box keeps its place in the flow at its full height, so nothing shifts when it floats.
export const slot = style(
  responsiveStyle({
    base: { height: `calc(${globalNavHeight.base}px + ${vars.layout.headerHeight})` },
    760: { height: `calc(${globalNavHeight[760]}px + ${vars.layout.headerHeight})` },
  }),
);

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.header,
  transform: 'translateY(0)',
  // The theme sets durations to 0 for reduced motion, so the header then simply appears and goes.
  transition: `transform ${vars.duration.slow} ease-out, box-shadow ${vars.duration.standard}`,
  // Only transform changes here: it stays on the compositor, with no layout or paint per frame.
  willChange: 'transform',
  selectors: {
    '&[data-hidden="true"]': { transform: 'translateY(-100%)' },
    '&[data-sticky="true"]': { boxShadow: vars.shadow.large },
  },
});

// The compact sticky nav: once its trigger is out of view, the bar drops the global nav row.
export const globalNavSlot = style({});
globalStyle(`${bar}[data-compact="true"] ${globalNavSlot}`, { display: 'none' });
