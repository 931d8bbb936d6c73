import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  '::before': {
    content: '""',
    width: '0.5rem',
    height: '0.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.textMuted,
  },
  selectors: {
    '&[data-state="scheduled"]::before': { background: vars.color.accent },
    '&[data-state="published"]::before': { background: vars.color.positive },
  },
});
