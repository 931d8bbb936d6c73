import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';
import { inverseColors } from '../shared/inverse';

export const poster = style({
  ...inverseColors,
  position: 'relative',
  width: '100%',
  maxWidth: 1200,
  aspectRatio: '1200 / 711',
  background: vars.color.surfaceInverse,
  overflow: 'hidden',
});
export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  textAlign: 'center',
  background: 'linear-gradient(0deg, rgba(0, 0, 0, 0.75), rgba(0, 0, 0, 0.35))',
});
export const note = style({ margin: 0, fontWeight: vars.fontWeight.strong });
