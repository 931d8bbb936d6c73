import { vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  borderTop: `6px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.small,
  transition: `box-shadow ${vars.duration.fast}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.medium } },
});

// Stretches the title's link over the card, so the whole card is clickable.
globalStyle(`${card} a::after`, { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' });

export const icon = style({ color: vars.color.textBrand });
