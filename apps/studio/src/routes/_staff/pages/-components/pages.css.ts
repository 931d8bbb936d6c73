import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const heading = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xsmall, maxWidth: '45rem' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xsmall} ${vars.space.small}`,
  paddingBlock: vars.space.small,
  paddingInlineEnd: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 0 } },
});

export const title = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.text.small.fontSize, overflowWrap: 'anywhere' });

export const columns = style([
  { display: 'grid', gap: vars.space.large, alignItems: 'start' },
  responsiveStyle({ base: { gridTemplateColumns: 'minmax(0, 1fr)' }, 1024: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } }),
]);

export const rowText = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xsmall} ${vars.space.small}`,
  flex: '1 1 16rem',
  minWidth: 0,
});

export const order = style({ display: 'flex', gap: vars.space.xsmall, flexShrink: 0 });

// A page already first (or last) in its section: its button stays focusable, so it only looks unavailable.
globalStyle(`${order} [aria-disabled="true"]`, { opacity: 0.45, cursor: 'not-allowed' });

// Always in the page (and in the accessibility tree), so screen readers announce what is written into it.
export const announcement = style({ margin: 0 });

export const moved = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
