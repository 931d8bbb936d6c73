import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

// SPEC 2.5: the account panel, 320px wide, from the right.
export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  marginLeft: 'auto',
  width: 320,
  maxWidth: '100%',
  height: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  animation: `${slideFromRight} ${vars.duration.slow} ease-out`,
  outline: 'none',
});
