import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';
import * as desk from '../../../../studio/desk/desk.css';

// The newsroom's list: the studio's desk styles (studio/desk/desk.css.ts) but for its search, rows and states.
export { main, page, title, top } from '../../../../studio/desk/desk.css';

// The desk's row, with wider columns for an article's state and dates.
export const row = style([desk.row, responsiveStyle({ 1024: { gridTemplateColumns: 'minmax(0, 1fr) 11rem 16rem' } })]);

export const meta = style({ color: vars.color.textMuted, fontSize: vars.text.small.fontSize, overflowWrap: 'anywhere' });

export const state = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize });
