import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
});

export const required = style({ color: vars.color.critical, marginLeft: 2 });

export const hint = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

// Text inputs and selects share one box: 48px tall (a comfortable touch target), 16px type so iOS
// Safari does not zoom on focus.
export const control = style({
  width: '100%',
  minHeight: 48,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1rem',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` },
    '&:disabled': { background: vars.color.surfaceRaised, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
