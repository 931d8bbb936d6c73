import { renderWhenNear, responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

// Shared by the fixtures, match centre, teams and player pages.

export const page = style({ paddingBlock: vars.space.xxlarge });

export const pickers = style({ display: 'grid', gap: vars.space.small });

export const pickerList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pickerLabel = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});

// The fixtures page: on a phone the table sits between fixtures and the long list of results; from
// 1024px it is a column beside both.
export const layout = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.xxlarge, gridTemplateAreas: '"fixtures" "table" "results"' },
    1024: {
      gridTemplateColumns: 'minmax(0, 1fr) 400px',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"fixtures table" "results table"',
      alignItems: 'start',
    },
  }),
);

export const fixturesArea = style({ gridArea: 'fixtures' });
export const resultsArea = style({ gridArea: 'results' });
export const tableArea = style({ gridArea: 'table' });

export const cardGrid = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.medium, margin: 0, padding: 0, listStyle: 'none' },
    760: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
);

/** A fixture or result in a long list: laid out when the fan scrolls near it (issue 13). */
export const listedMatch = style(renderWhenNear('280px'));

export const squadGrid = style(
  responsiveStyle({
    base: {
      display: 'grid',
      gap: vars.space.medium,
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
    760: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
);

export const miniGrid = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' },
    760: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    1024: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
);

export const panel = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xsmall} 4px`,
  textAlign: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th[scope="row"], ${table} .name`, { textAlign: 'left', whiteSpace: 'normal' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const ownRow = style({ background: vars.color.surface, fontWeight: vars.fontWeight.strong });

export const form = style({ display: 'inline-flex', gap: 2 });

export const formResult = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 18,
  height: 18,
  borderRadius: vars.radius.small,
  fontSize: 11,
  fontWeight: vars.fontWeight.strong,
  color: '#fff',
  selectors: {
    '&[data-result="W"]': { background: '#17663a' },
    '&[data-result="D"]': { background: '#5c6470' },
    '&[data-result="L"]': { background: '#b3261e' },
  },
});

export const profile = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.xlarge },
    760: { gridTemplateColumns: '320px minmax(0, 1fr)', alignItems: 'start' },
  }),
);

export const portrait = style({ borderRadius: vars.radius.large, overflow: 'hidden', maxWidth: 360 });

export const facts = style(
  responsiveStyle({
    base: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.medium, margin: 0 },
    760: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
);

globalStyle(`${facts} dt`, {
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.strong });

