import { renderWhenNear, responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

// Club TV, the live page and the category pages.

export const section = style({ paddingBlock: vars.space.xxlarge });

/** A category's row of videos after the first: laid out when the fan scrolls near it (issue 13). */
export const laterRow = style(renderWhenNear('410px'));

export const heroText = style({ maxWidth: 720 });

export const filters = style([
  { display: 'grid', gap: vars.space.medium, alignItems: 'end', border: 0, margin: 0, padding: 0 },
  responsiveStyle({ 760: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' } }),
]);

export const rowHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const grid = style([
  { display: 'grid', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({
    450: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    1024: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
]);

export const tile = style({ display: 'grid', gap: vars.space.xsmall, alignContent: 'start', height: '100%' });

export const lockNote = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const liveGrid = style([
  { display: 'grid', gap: vars.space.xlarge, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({ 1024: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const liveCard = style({
  display: 'grid',
  gap: vars.space.medium,
  alignContent: 'start',
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const liveStatus = style({
  justifySelf: 'start',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.strong,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  selectors: { '&[data-state="live"]': { background: vars.color.critical, color: vars.color.onBrand } },
});
