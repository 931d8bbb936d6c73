import { keyframes, style } from '@vanilla-extract/css';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

const slideUp = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' } });

// SPEC 2.5: the account notification sits bottom right. The region is always there (empty when
// closed) so screen readers are already listening when a message arrives.
export const region = style([
  {
    position: 'fixed',
    zIndex: vars.zIndex.notification,
    bottom: vars.space.medium,
    pointerEvents: 'none',
  },
  responsiveStyle({
    base: { left: vars.space.medium, right: vars.space.medium },
    640: { left: 'auto', right: vars.space.large, bottom: vars.space.large },
  }),
]);

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 56,
  maxWidth: 400,
  marginLeft: 'auto',
  padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  borderLeft: `4px solid ${vars.color.positive}`,
  pointerEvents: 'auto',
  animation: `${slideUp} ${vars.duration.slow} ease-out`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  background: vars.color.positive,
  color: vars.color.onBrand,
});

export const message = style({
  flex: 1,
  fontWeight: vars.fontWeight.medium,
});
