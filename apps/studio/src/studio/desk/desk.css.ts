import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

// Every desk's pages share these (Club TV's and the newsroom's list add their own): a page, a list of rows,
// a form of fields, a table.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium });

export const search = style([
  { display: 'flex', gap: vars.space.small, alignItems: 'flex-end' },
  responsiveStyle({ base: { flexWrap: 'wrap' }, 760: { flexWrap: 'nowrap', maxWidth: '44rem' } }),
]);
globalStyle(`${search} > *`, { flex: '1 1 14rem' });
globalStyle(`${search} > button, ${search} > a`, { flex: '0 0 auto' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});

// A side panel's name (publishing, an editor's history): capitals in the display face.
export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.heading.level5.fontSize,
  lineHeight: vars.heading.level5.lineHeight,
  textTransform: 'uppercase',
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

// Under a list's tabs (the newsroom's), a little room between the tabs and the rows.
export const tabResults = style([results, { paddingTop: vars.space.medium }]);

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
    1024: { gridTemplateColumns: 'minmax(0, 1fr) 10rem 14rem', alignItems: 'center', gap: vars.space.medium },
  }),
]);

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize, overflowWrap: 'anywhere' });

export const badge = style({
  justifySelf: 'start',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: { '&[data-state="active"]': { borderColor: vars.color.positive, color: vars.color.text } },
});

// One column: fields read top to bottom in the order they are asked, at a width a line is easy to read.
export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium, maxWidth: '36rem' });

export const wide = style({ gridColumn: '1 / -1' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

export const error = style({ color: vars.color.critical, fontSize: vars.text.small.fontSize, fontWeight: vars.fontWeight.medium });

export const input = style({
  width: '100%',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

export const facts = style([
  { display: 'grid', gap: vars.space.small, margin: 0 },
  responsiveStyle({ base: { gridTemplateColumns: '1fr' }, 760: { gridTemplateColumns: '12rem minmax(0, 1fr)' } }),
]);
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.medium, color: vars.color.text });
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

// Tables scroll sideways inside their box on a phone, never the page.
export const tableBox = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.text.small.fontSize });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  verticalAlign: 'top',
});
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: vars.fontWeight.strong, padding: `${vars.space.xsmall} 0`, color: vars.color.text });

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', margin: 0 });

export const logRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  padding: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const roleList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center', listStyle: 'none', margin: 0, padding: 0 });

/** A slot or row chooser's link: the one listed is underlined (and aria-current), not told by colour alone. */
export const chooser = style([
  title,
  {
    selectors: {
      '&[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '4px' },
    },
  },
]);

// A question asked before something cannot be undone: it takes focus, so it shows it has it.
export const question = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

// A slot, or an advert in its slot, with its buttons beside it on a wide screen and under it on a phone.
export const slotRow = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    padding: vars.space.medium,
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  },
]);

// Move up at the top, Move down at the bottom: still focusable (focus stays where it was), but seen to do nothing.
export const moves = style([actions]);
globalStyle(`${moves} [aria-disabled="true"]`, { opacity: 0.5, cursor: 'not-allowed' });
