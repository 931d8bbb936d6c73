import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

// Wide enough for 'Profile' or 'Log In' with the icon, so all three states take the same box.
const width = 112;

export const slot = style({ display: 'inline-flex', justifyContent: 'flex-end', width, height: 36, flexShrink: 0 });

globalStyle(`${slot} > *`, { width: '100%' });

export const placeholder = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.small,
  background: `color-mix(in srgb, currentColor 16%, transparent)`,
});
