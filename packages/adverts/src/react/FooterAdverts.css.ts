import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'flex-end',
  gap: vars.space.large,
  width: '100%',
});

// Each slot takes the row's width up to its own; AdvertSlot keeps the ratio, so the height is known.
export const slot = style({ flex: '1 1 300px', display: 'flex', justifyContent: 'center', minWidth: 0 });
