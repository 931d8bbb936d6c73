import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({ fontStyle: 'normal' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall, color: vars.color.text });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});

export const line = style({ display: 'block' });
