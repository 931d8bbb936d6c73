import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css';
import { advertBox, type AdvertSize } from './advertSizes';

function sized(size: AdvertSize) {
  const { width, height } = advertBox(size);
  return { maxWidth: width, aspectRatio: `${width} / ${height}` };
}

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxsmall, width: '100%', marginInline: 'auto' },
  variants: {
    size: {
      mpu: { maxWidth: advertBox('mpu').width },
      banner: { maxWidth: advertBox('banner').width },
      'large-banner': { maxWidth: advertBox('large-banner').width },
    },
  },
});

export const label = style({
  alignSelf: 'flex-start',
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

// The reserved box: the slot's ratio at any width up to its own.
export const box = recipe({
  base: { width: '100%', background: `color-mix(in srgb, currentColor 8%, transparent)`, borderRadius: vars.radius.small, overflow: 'hidden' },
  variants: {
    size: {
      mpu: sized('mpu'),
      banner: sized('banner'),
      'large-banner': sized('large-banner'),
    },
  },
});

export const link = style({ display: 'block', width: '100%', height: '100%' });

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });
