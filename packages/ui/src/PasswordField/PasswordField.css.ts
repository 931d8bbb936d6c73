import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex' });

// Room on the right for the toggle, so a long password never runs under it.
export const input = style({ paddingRight: 56 });

export const toggle = style({
  position: 'absolute',
  top: 4,
  right: 4,
  bottom: 4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-pressed="true"]': { color: vars.color.textBrand },
  },
});
