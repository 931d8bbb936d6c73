import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: 440,
  padding: vars.space.xlarge,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  textAlign: 'center',
});

export const heading = style({
  fontFamily: vars.font.display,
  fontSize: vars.heading.level3.fontSize,
  lineHeight: vars.heading.level3.lineHeight,
  textTransform: 'uppercase',
  color: vars.color.text,
});

export const description = style({ color: vars.color.textMuted });

// The button's height, held whether or not it is there.
export const action = style({ display: 'flex', justifyContent: 'center', minHeight: 48 });

export const logo = style({ display: 'flex', justifyContent: 'center' });

// Fields read left to right like every other form on the site, in a centred panel.
export const field = style({ textAlign: 'start' });
