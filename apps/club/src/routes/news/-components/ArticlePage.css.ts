import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const article = style({ paddingBlock: vars.space.xxlarge });

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

