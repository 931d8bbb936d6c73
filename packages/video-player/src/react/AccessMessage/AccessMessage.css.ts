import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const message = style({
  display: 'grid',
  gap: vars.space.xsmall,
  selectors: {
    '&[data-tone="dark"]': { color: vars.color.textInverse },
    '&[data-tone="light"]': { color: vars.color.text },
  },
});
export const text = style({ margin: 0, fontWeight: vars.fontWeight.strong, fontSize: vars.text.standard.fontSize });
export const links = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  ':focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const code = style({ margin: 0, fontSize: vars.text.small.fontSize, opacity: 0.85 });
