import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
});

export const wordmark = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.display,
  fontWeight: 700,
  textTransform: 'uppercase',
  fontSize: '1.25rem',
  lineHeight: 1,
  letterSpacing: '0.02em',
});

// Gold on the dark chrome, brand blue on a light page (see styles/inverse.ts).
export const wordmarkSecond = style({ color: vars.color.textBrand });
