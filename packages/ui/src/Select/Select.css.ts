import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex' });

// The native arrow differs per browser; ours is drawn over the right edge and lets clicks through.
export const select = style({
  appearance: 'none',
  paddingRight: 40,
  cursor: 'pointer',
});

export const arrow = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.small,
  display: 'inline-flex',
  transform: 'translateY(-50%) rotate(90deg)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
