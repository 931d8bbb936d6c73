import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const saveStatus = style({
  margin: 0,
  minHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  selectors: {
    '&[data-state="failed"], &[data-state="conflict"]': { color: vars.color.critical, fontWeight: vars.fontWeight.medium },
  },
});

export const conflict = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `2px solid ${vars.color.critical}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
});
