import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { progressRunMs } from './timings';

// A thin bar along the top of the viewport while a route loads (SPEC 9: shown after 200 ms, runs
// for 5000 ms). The fill is a scaleX transform, so it animates on the compositor.
export const root = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.notification,
  height: 3,
  pointerEvents: 'none',
  selectors: { '&[data-state="idle"]': { visibility: 'hidden' } },
});

export const bar = style({
  height: '100%',
  background: vars.color.accent,
  transformOrigin: 'left',
  transform: 'scaleX(0)',
  boxShadow: `0 0 8px ${vars.color.accent}`,
  selectors: {
    // Eases towards 90% over the run; it never claims to be finished before the load is.
    [`${root}[data-state="running"] &`]: {
      transform: 'scaleX(0.9)',
      transitionProperty: 'transform',
      transitionDuration: `${progressRunMs}ms`,
      transitionTimingFunction: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
    },
    [`${root}[data-state="done"] &`]: {
      transform: 'scaleX(1)',
      opacity: 0,
      transitionProperty: 'transform, opacity',
      transitionDuration: `${vars.duration.standard}, ${vars.duration.slow}`,
      transitionDelay: `0ms, ${vars.duration.standard}`,
    },
    // Red on failure (SPEC 2.5), full width so it is noticed.
    [`${root}[data-state="failed"] &`]: {
      transform: 'scaleX(1)',
      background: vars.color.critical,
      boxShadow: 'none',
      transitionProperty: 'transform',
      transitionDuration: vars.duration.standard,
    },
  },
});
