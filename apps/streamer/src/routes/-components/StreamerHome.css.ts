import { style } from '@vanilla-extract/css';

export const hero = style({ maxWidth: 760 });
