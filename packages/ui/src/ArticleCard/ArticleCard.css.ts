import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceInverse,
});

export const media = style({ overflow: 'hidden' });

// SPEC 9's image-overlay style: the text sits on the photo, over a gradient dark enough for white
// text at the bottom whatever the photo is.
export const overlay = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  paddingTop: vars.space.xxxlarge,
  background: `linear-gradient(to top, ${vars.color.surfaceInverse} 0%, color-mix(in srgb, ${vars.color.surfaceInverse} 85%, transparent) 45%, transparent 100%)`,
  color: vars.color.textInverse,
});

export const category = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xsmall,
  paddingBlock: 2,
  borderRadius: vars.radius.small,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: vars.font.display,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: 500,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.heading.level4.fontSize,
  lineHeight: vars.heading.level4.lineHeight,
  fontWeight: 500,
  textTransform: 'uppercase',
  color: vars.color.textInverse,
  overflowWrap: 'anywhere',
});

export const date = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMutedInverse,
});
