import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import * as desk from '../../../../studio/desk/desk.css';

// The console's page and panels are the desk's (studio/desk/desk.css.ts); its top lines up on the last line.
export { page, panel } from '../../../../studio/desk/desk.css';

export const top = style([desk.top, { alignItems: 'flex-end' }]);

export const picker = style([{ display: 'flex', gap: vars.space.small, alignItems: 'flex-end' }, responsiveStyle({ base: { width: '100%' }, 760: { width: 'auto', minWidth: '24rem' } })]);
globalStyle(`${picker} > :first-child`, { flex: '1 1 16rem' });

export const scoreboard = style([
  { display: 'grid', alignItems: 'center', gap: vars.space.small, textAlign: 'center' },
  responsiveStyle({ base: { gridTemplateColumns: '1fr' }, 760: { gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)' } }),
]);

export const side = style({ fontWeight: vars.fontWeight.strong, fontSize: vars.text.large.fontSize, overflowWrap: 'anywhere' });

export const score = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.strong,
  fontSize: '2.5rem',
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const state = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const controls = style([
  { display: 'grid', gap: vars.space.large },
  responsiveStyle({ base: { gridTemplateColumns: '1fr' }, 1024: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }),
]);

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const kbd = style({
  marginLeft: vars.space.xsmall,
  padding: `0 ${vars.space.xxsmall}`,
  border: '1px solid currentColor',
  borderRadius: '3px',
  fontFamily: 'inherit',
  fontSize: '0.8em',
});

export const form = style({ display: 'grid', gap: vars.space.medium });

export const fields = style([
  { display: 'grid', gap: vars.space.medium },
  responsiveStyle({ base: { gridTemplateColumns: '1fr' }, 760: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const eventList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const eventRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const eventLine = style({ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 14rem' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

export const status = style({ margin: 0, fontWeight: vars.fontWeight.medium, selectors: { '&:empty': { display: 'none' } } });

/** The commentary's line: as wide as the panel, a little taller than a field. */
export const lineText = style({ width: '100%', minHeight: 72, paddingBlock: vars.space.small, resize: 'vertical' });
