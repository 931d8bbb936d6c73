import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A fixed box per logo, so the header row is the same before and after the images load.
export const item = style({ width: 54, flexShrink: 0 });

export const link = style({ display: 'block', borderRadius: vars.radius.small });
