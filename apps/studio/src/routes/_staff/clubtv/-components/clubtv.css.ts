import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import * as desk from '../../../../studio/desk/desk.css';

// The Club TV desk's pages: the library's rows, the upload, a video's status, poster and form. They are
// the studio's desk styles (studio/desk/desk.css.ts) but for what is Club TV's own.
export { actions, choice, error, field, hint, input, label, main, meta, page, title, top, wide } from '../../../../studio/desk/desk.css';

// The library's search has a status filter beside the field: a wider row than the other desks'.
export const search = style([desk.search, responsiveStyle({ 760: { maxWidth: '52rem' } })]);

export const panel = style([desk.panel, { maxWidth: '44rem' }]);

export const row = style([
  {
    display: 'grid',
    gap: vars.space.small,
    padding: vars.space.medium,
    alignItems: 'center',
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  },
  responsiveStyle({
    base: { gridTemplateColumns: '6rem minmax(0, 1fr)' },
    1024: { gridTemplateColumns: '8rem minmax(0, 1fr) 12rem', gap: vars.space.medium },
  }),
]);

export const thumb = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.border,
  display: 'block',
});

export const state = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall },
  responsiveStyle({ base: { gridColumn: '1 / -1' }, 1024: { gridColumn: 'auto' } }),
]);

// A video's or a channel's state: the desk's badge, with Club TV's states.
export const badge = style([
  desk.badge,
  {
    alignSelf: 'start',
    selectors: {
      '&[data-state="ready"]': { borderColor: vars.color.positive },
      '&[data-state="failed"]': { borderColor: vars.color.critical },
    },
  },
]);

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const progress = style({ width: '100%', height: '0.75rem', accentColor: vars.color.focus });

export const form = style([
  { display: 'grid', gap: vars.space.medium, maxWidth: '44rem' },
  responsiveStyle({ base: { gridTemplateColumns: '1fr' }, 760: { gridTemplateColumns: '1fr 1fr' } }),
]);

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const detail = style([
  { display: 'grid', gap: vars.space.large, alignItems: 'start' },
  responsiveStyle({ base: { gridTemplateColumns: 'minmax(0, 1fr)' }, 1024: { gridTemplateColumns: 'minmax(0, 44rem) minmax(0, 22rem)' } }),
]);

export const side = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 },
  responsiveStyle({ 1024: { gridColumn: 2, gridRow: 1 } }),
]);

export const formColumn = style([{ minWidth: 0 }, responsiveStyle({ 1024: { gridColumn: 1, gridRow: 1 } })]);

export const poster = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.small, display: 'block' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xxsmall} ${vars.space.small}`, margin: 0 });
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.medium, color: vars.color.text });
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const failure = style({
  margin: 0,
  padding: vars.space.small,
  borderLeft: `4px solid ${vars.color.critical}`,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const streams = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium, alignItems: 'start' },
  responsiveStyle({ base: { gridTemplateColumns: 'minmax(0, 1fr)' }, 1024: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const choiceHint = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderLeft: `4px solid ${vars.color.critical}`,
  selectors: { '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const choiceTop = style({ alignItems: 'flex-start' });
