import { breakpointQuery, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';
import { inverseColors } from '../shared/inverse';

/** Full screen over any page (SPEC 2.5), dark, scrolling inside itself. */
export const root = style({
  ...inverseColors,
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  overflowY: 'auto',
  background: vars.color.surfaceInverse,
  padding: vars.space.medium,
  display: 'grid',
  // One column as wide as the screen: an `auto` one grew to the widest thing inside (the video at its own
  // 640 px, on a 390 px phone), and focusing the close button as the modal opened scrolled it sideways.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.medium,
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });
export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.text.large.fontSize,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const close = style({ marginLeft: 'auto' });
export const body = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyContent: 'center',
  gridTemplateColumns: 'minmax(0, 1200px)',
  '@media': {
    [breakpointQuery('1024')]: {
      selectors: { '&[data-sidebar="shown"]': { gridTemplateColumns: 'minmax(0, 1200px) 320px' } },
    },
  },
});
export const stage = style({ width: '100%', maxWidth: 1200 });
export const placeholder = style({
  aspectRatio: '1200 / 711',
  width: '100%',
  display: 'grid',
  placeContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: '#000',
  textAlign: 'center',
});
export const prompt = style({ display: 'grid', gap: vars.space.small, justifyItems: 'center' });
export const promptHeading = style({ margin: 0, fontSize: vars.heading.level3.fontSize });
export const sidebar = style({ display: 'grid', alignContent: 'start', gap: vars.space.small });
export const sidebarHeading = style({ margin: 0, fontSize: vars.heading.level4.fontSize });
export const sidebarList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xsmall });
export const sidebarItem = style({
  display: 'flex',
  gap: vars.space.small,
  width: '100%',
  padding: vars.space.xsmall,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'rgba(255, 255, 255, 0.06)',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: 'rgba(255, 255, 255, 0.14)' },
  ':focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focusInverse}`, outlineOffset: 2 },
});
export const sidebarThumb = style({ width: 120, height: 68, objectFit: 'cover', flexShrink: 0 });
export const sidebarText = style({ display: 'grid', alignContent: 'start', gap: 4, fontSize: vars.text.small.fontSize });
export const sidebarDuration = style({ opacity: 0.8, fontSize: vars.text.xsmall.fontSize });
