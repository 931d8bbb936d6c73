import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  cursor: 'pointer',
});

// The native input stays (keyboard, forms, autofill) but is drawn over by the box: same size, same
// place, transparent, so clicks and focus land on the real control.
export const input = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: 24,
  height: 24,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: 'transparent',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    [`${input}:focus-visible + &`]: { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.critical },
    [`${input}:disabled + &`]: { opacity: 0.5 },
  },
});

export const label = style({
  paddingTop: 1,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
});

// Hint and error line up under the label text, not under the box.
export const below = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, paddingLeft: 36 });
