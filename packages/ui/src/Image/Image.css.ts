import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css';

// The box owns the size, so the page does not shift when the image arrives (CLS).
export const frame = recipe({
  base: {
    position: 'relative',
    display: 'block',
    width: '100%',
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
  },
  variants: {
    ratio: {
      '1:1': { aspectRatio: '1 / 1' },
      '16:9': { aspectRatio: '16 / 9' },
      '2:3': { aspectRatio: '2 / 3' },
      '3:2': { aspectRatio: '3 / 2' },
      '4:3': { aspectRatio: '4 / 3' },
    },
    // Logos and sponsors sit on the page rather than on a grey placeholder.
    fit: {
      cover: {},
      contain: { background: 'transparent' },
    },
  },
});

export const image = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
});

// No image (a story published without one): the club's colours in a quiet diagonal, no request made.
export const placeholder = style({
  backgroundColor: vars.color.brand,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 18px, rgb(255 255 255 / 0.06) 18px 36px)`,
});
