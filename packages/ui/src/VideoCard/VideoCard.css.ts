import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({ gap: vars.space.small });

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
});

const badge = {
  position: 'absolute',
  bottom: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  minHeight: 24,
  borderRadius: vars.radius.small,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
} as const;

export const duration = style({
  ...badge,
  right: vars.space.xsmall,
  background: `color-mix(in srgb, ${vars.color.surfaceInverse} 85%, transparent)`,
  color: vars.color.textInverse,
  fontVariantNumeric: 'tabular-nums',
});

export const status = style({
  ...badge,
  left: vars.space.xsmall,
  fontFamily: vars.font.display,
  fontWeight: 500,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  selectors: {
    '&[data-state="locked"]': { background: vars.color.surfaceInverse, color: vars.color.accent },
    '&[data-state="unlocked"]': { background: vars.color.accent, color: vars.color.onAccent },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  selectors: { [`${root}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});

export const date = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});
