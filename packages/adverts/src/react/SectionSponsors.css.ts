import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

// Clear of the page's own last block and of the footer below it.
export const root = style({
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});
