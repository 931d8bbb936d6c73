import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const pending = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxlarge} ${vars.space.medium}`,
});
