import { vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({
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

globalStyle(`${list} li + li::before`, { content: '"/"', marginInlineEnd: vars.space.xsmall });
