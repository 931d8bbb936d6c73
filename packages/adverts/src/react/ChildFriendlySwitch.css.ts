import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 44,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  cursor: 'pointer',
});

// The track: drawn with the current text colour so it reads on the dark footer and on light pages.
export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 40,
  height: 24,
  borderRadius: vars.radius.full,
  border: `2px solid currentColor`,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${root}[aria-checked="true"] &`]: { backgroundColor: vars.color.positive, borderColor: vars.color.positive },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${root}[aria-checked="true"] &`]: { transform: 'translateX(16px)', backgroundColor: '#ffffff' },
  },
});

export const state = style({ color: vars.color.textMuted });
