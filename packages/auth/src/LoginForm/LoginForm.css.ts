import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const socialList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The buttons fill the panel's width, like the fields under them.
export const socialItem = style({ display: 'flex', flexDirection: 'column' });

// 'or' between two rules; the rules are decoration, the word is read.
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const forgotRow = style({ display: 'flex', justifyContent: 'flex-end' });

export const registerBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
