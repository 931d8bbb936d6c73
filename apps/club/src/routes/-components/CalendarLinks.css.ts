import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 44,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
