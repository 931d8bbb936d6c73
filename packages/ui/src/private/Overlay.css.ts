import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
});

// The dark underlay SPEC 2.5 puts behind the account panel; every overlay shares it.
export const underlay = style({
  position: 'absolute',
  inset: 0,
  background: `color-mix(in srgb, ${vars.color.surfaceInverse} 72%, transparent)`,
  animation: `${fadeIn} ${vars.duration.standard} ease-out`,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

// A visually hidden title must not leave an empty bar pushing the close button off the right.
export const headerHiddenTitle = style({
  justifyContent: 'flex-end',
  borderBottom: 0,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.large,
});
