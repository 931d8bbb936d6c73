import { vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

// On a phone the staff table's three columns do not fit, and scrolling sideways hid each member's roles
// and their Remove buttons. Below the desks' wide breakpoint each member is a card: name, email, then
// roles, each labelled, with nothing off screen. From 760 px it is the desks' ordinary table.
const narrow = 'screen and (max-width: 759.98px)';

export const stacked = style({});
globalStyle(`${stacked} thead`, {
  '@media': { [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
globalStyle(`${stacked} tr`, {
  '@media': { [narrow]: { display: 'block', padding: `${vars.space.small} 0`, borderBottom: `1px solid ${vars.color.border}` } },
});
globalStyle(`${stacked} td`, {
  '@media': { [narrow]: { display: 'block', border: 'none', padding: `${vars.space.xxsmall} 0` } },
});
globalStyle(`${stacked} td::before`, {
  '@media': { [narrow]: { content: 'attr(data-label)', display: 'block', fontWeight: vars.fontWeight.strong, color: vars.color.textMuted } },
});
