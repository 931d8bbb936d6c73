import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';
import * as desk from '../../../../studio/desk/desk.css';

// The fixtures list is the studio's desk list (studio/desk/desk.css.ts), with rows of its own.
export { list } from '../../../../studio/desk/desk.css';

export const filters = style([
  { display: 'grid', gap: vars.space.medium, alignItems: 'end' },
  responsiveStyle({ base: { gridTemplateColumns: '1fr' }, 760: { gridTemplateColumns: 'repeat(2, minmax(0, 14rem))' } }),
]);

// The desk's row, its kick-off first; a phone's lines a little further apart.
export const row = style([
  desk.row,
  { gap: vars.space.small },
  responsiveStyle({ 1024: { gridTemplateColumns: '10rem minmax(0, 1fr) auto', gap: vars.space.medium } }),
]);

export const when = style({ fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });

export const teams = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, alignItems: 'flex-end' });

export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'flex-end', gridColumn: '1 / -1' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const error = style({ color: vars.color.critical, fontSize: vars.text.small.fontSize, fontWeight: vars.fontWeight.medium });

export const input = style({
  minHeight: 48,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1rem',
  fontFamily: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
    // As the design system's fields show an error: the box turns critical beside its message.
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
  },
});

export const goals = style({ width: '5rem' });

export const createForm = style([
  { display: 'grid', gap: vars.space.medium },
  responsiveStyle({ base: { gridTemplateColumns: '1fr' }, 760: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const wide = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });
