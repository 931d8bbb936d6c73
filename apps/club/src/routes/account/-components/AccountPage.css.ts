import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

// Forms read best in a short line: about 30em keeps labels, fields and messages together.
export const page = style({ paddingBlock: vars.space.xxlarge, maxWidth: '30rem' });
