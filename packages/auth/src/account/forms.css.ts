import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

/** Every account form: fields, message and buttons in one column. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
