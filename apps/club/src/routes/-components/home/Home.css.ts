import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

// The stack highlight: the lead across two thirds, the stacked stories beside it; one column on a phone.
export const highlight = style([
  { display: 'grid', gap: vars.space.large, marginTop: vars.space.medium },
  responsiveStyle({ 1024: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } }),
]);

export const lead = style({ minWidth: 0 });

export const stack = style({ display: 'grid', gap: vars.space.medium, margin: 0, padding: 0, listStyle: 'none' });

export const story = style([
  {
  display: 'grid',
  gridTemplateColumns: '128px minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  color: vars.color.textInverse,
  textDecoration: 'none',
  borderRadius: vars.radius.standard,
  selectors: {
    '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focusInverse}`, outlineOffset: 4 },
  },
  },
  responsiveStyle({ 1024: { gridTemplateColumns: '160px minmax(0, 1fr)' } }),
]);

globalStyle(`${story}:hover h3`, { textDecoration: 'underline' });

export const storyImage = style({ display: 'block', borderRadius: vars.radius.small, overflow: 'hidden' });

export const storyText = style({ display: 'grid', gap: vars.space.xxsmall });

// The fixtures widget's `block` display: the next (or live) match and the latest result side by side.
export const matchPair = style([
  { display: 'grid', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({ 760: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const matchItem = style({ display: 'grid', gap: vars.space.small, alignContent: 'start' });

/** Watch Live and Listen Live side by side (wrapping on a narrow phone), as @club/ui's Inline lays them out. */
export const liveActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

// The table's top and the women's team: one column on a phone, two from a tablet up.
export const split = style([
  { display: 'grid', gap: vars.space.xxlarge },
  responsiveStyle({ 1024: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } }),
]);

// The club's own line under the top rows: a dashed rule says the rows between are left out.
export const afterGap = style({});
globalStyle(`${afterGap} > *`, { borderTop: `2px dashed ${vars.color.border}` });

// Beside the table the women's pair is half as wide: one card under the other, so names never break.
globalStyle(`${split} ${matchPair}`, responsiveStyle({ 1024: { gridTemplateColumns: 'minmax(0, 1fr)' } }));

// SPEC 3 matchdayTakeover (issue 31): the match leads the home page on match day, a band above the highlight.
export const takeoverInner = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'center', textAlign: 'center', color: vars.color.textInverse });

export const takeoverMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.textMutedInverse,
  fontSize: vars.text.small.fontSize,
});

export const takeoverStatus = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  selectors: { '&[data-state="live"]': { background: '#b3261e', color: '#fff' } },
});

export const takeoverScore = style([
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', alignItems: 'center', gap: vars.space.medium },
  responsiveStyle({ base: { width: '100%' }, 1024: { minWidth: '40rem' } }),
]);

// A phone gives each name a third of 390 px: a smaller size there, so names break between words, not inside them.
export const takeoverSide = style([
  { overflowWrap: 'break-word', selectors: { '&:first-child': { textAlign: 'right' }, '&:last-child': { textAlign: 'left' } } },
  responsiveStyle({ base: { fontSize: '1.25rem', lineHeight: 1.2 }, 760: { fontSize: 'inherit', lineHeight: 'inherit' } }),
]);

export const takeoverGoals = style(
  responsiveStyle({
    base: { fontFamily: vars.font.display, fontSize: 40, lineHeight: 1, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    1024: { fontSize: 64 },
  }),
);

export const takeoverCountdown = style({ color: vars.color.textInverse });

export const takeoverNews = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none', maxWidth: '40rem' });

export const takeoverMinute = style({ marginInlineEnd: vars.space.small, fontWeight: vars.fontWeight.strong, fontVariantNumeric: 'tabular-nums' });
