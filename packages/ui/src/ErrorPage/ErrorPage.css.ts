import { vars } from '../themes/contract.css';
import { style } from '@vanilla-extract/css';

export const failure = style({
  maxWidth: 800,
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
});
