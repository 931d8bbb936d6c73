import { vars } from '@club/ui/css';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

export const message = styleVariants({
  // SPEC 2.5: the login form's error message is red.
  error: [base, { color: vars.color.critical }],
  success: [base, { color: vars.color.positive }],
});
