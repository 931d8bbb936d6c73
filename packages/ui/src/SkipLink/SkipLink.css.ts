import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({
  position: 'absolute',
  top: vars.space.xsmall,
  left: vars.space.xsmall,
  zIndex: vars.zIndex.notification,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  borderRadius: vars.radius.small,
  textDecoration: 'underline',
  // Off screen until focused; moving it (not hiding it) keeps it the first tab stop.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.layout.focusWidth} solid ${vars.color.accent}`,
      outlineOffset: '2px',
    },
  },
});
