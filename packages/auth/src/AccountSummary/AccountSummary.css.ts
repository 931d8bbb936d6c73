import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

// The profile image: the user's initials on the brand colour until photos exist.
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.display,
  fontSize: vars.text.large.fontSize,
  fontWeight: vars.fontWeight.strong,
});

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

// Ids and email addresses are long unbroken strings; wrap them rather than widen the 320px panel.
export const breakable = style({ overflowWrap: 'anywhere' });

export const badge = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({ margin: 0, paddingLeft: vars.space.medium, color: vars.color.text });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
