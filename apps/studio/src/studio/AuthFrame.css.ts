import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'start center',
  padding: `${vars.space.xxlarge} ${vars.space.medium}`,
  background: vars.color.surfaceRaised,
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.xlarge,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const studioName = style({
  fontFamily: vars.font.display,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});
