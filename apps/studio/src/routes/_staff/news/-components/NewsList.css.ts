import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const search = style([
  { display: 'flex', gap: vars.space.small, alignItems: 'flex-end' },
  responsiveStyle({ base: { flexWrap: 'wrap' }, 760: { flexWrap: 'nowrap', maxWidth: '40rem' } }),
]);
// The field takes the row's width (a whole row on a phone, beside the button from 760 px).
globalStyle(`${search} > :first-child`, { flex: '1 1 16rem' });

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingTop: vars.space.medium,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
});

export const row = style([
  {
    display: 'grid',
    gap: vars.space.xsmall,
    padding: vars.space.medium,
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  },
  responsiveStyle({
    base: { gridTemplateColumns: '1fr' },
    1024: { gridTemplateColumns: 'minmax(0, 1fr) 11rem 16rem', alignItems: 'center', gap: vars.space.medium },
  }),
]);

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.text.small.fontSize, overflowWrap: 'anywhere' });

export const state = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize });
