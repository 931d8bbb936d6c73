import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const article = style({ paddingBlock: vars.space.xxlarge });

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

globalStyle(`${breadcrumb} li + li::before`, { content: '"/"', marginInlineEnd: vars.space.xsmall });

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const figure = style({ margin: 0, borderRadius: vars.radius.standard, overflow: 'hidden' });

export const related = style([
  { display: 'grid', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({
    640: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    1024: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
]);
