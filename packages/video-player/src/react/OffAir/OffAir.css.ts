import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const offAir = style({ display: 'grid', gap: vars.space.small, justifyItems: 'center', color: vars.color.textInverse });
export const image = style({ display: 'block', width: 'min(480px, 80vw)', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' });
export const text = style({ margin: 0, fontWeight: vars.fontWeight.strong, fontSize: vars.text.standard.fontSize });
