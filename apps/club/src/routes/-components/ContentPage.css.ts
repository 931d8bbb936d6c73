import { vars } from '@club/ui/css';
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

export const children = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const child = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  borderLeft: `4px solid ${vars.color.brand}`,
  fontWeight: vars.fontWeight.medium,
});

// Rich text from the platform: plain elements, styled here rather than by components.
export const body = style({
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

globalStyle(`${body} > * + *`, { marginTop: vars.space.medium });
globalStyle(`${body} h2, ${body} h3`, { fontFamily: vars.font.display, marginTop: vars.space.xlarge });
globalStyle(`${body} a`, { color: vars.color.link });
globalStyle(`${body} ul, ${body} ol`, { paddingInlineStart: vars.space.large });
