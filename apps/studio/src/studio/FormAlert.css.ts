import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const alert = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});
