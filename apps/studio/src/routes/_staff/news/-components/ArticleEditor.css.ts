import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import * as desk from '../../../../studio/desk/desk.css';

export { page } from '../../../../studio/desk/desk.css';

// The desk's top, its heading and actions lined up on their last line.
export const top = style([desk.top, { alignItems: 'flex-end', gap: vars.space.small }]);

export const heading = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xsmall });

export const columns = style([
  { display: 'grid', gap: vars.space.large, alignItems: 'start' },
  responsiveStyle({ base: { gridTemplateColumns: 'minmax(0, 1fr)' }, 1024: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } }),
]);

const card = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
} as const;

export const form = style([
  { ...card, display: 'flex', flexDirection: 'column', gap: vars.space.large },
  responsiveStyle({ base: { padding: vars.space.medium }, 760: { padding: vars.space.xlarge } }),
]);

export const side = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space.medium },
  responsiveStyle({ 1024: { position: 'sticky', top: vars.space.large } }),
]);

// A side panel, its name, and a field's label, hint, error and box are the desk's (studio/desk/desk.css.ts).
export { error, field, hint, input, label, panel, panelTitle } from '../../../../studio/desk/desk.css';

export const textarea = style([desk.input, { resize: 'vertical', minHeight: '5rem' }]);

export const slugStatus = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  color: vars.color.text,
  selectors: { '&:empty': { display: 'none' }, '&[data-state="taken"]': { color: vars.color.critical } },
});

export const inlineButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const preview = style({ maxWidth: '45rem', margin: '0 auto' });

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, color: vars.color.text, cursor: 'pointer' });
globalStyle(`${choice} input`, { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.focus });

export const related = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const relatedList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const relatedItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
});

export const relatedTitle = style({ flex: '1 1 14rem', minWidth: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const relatedActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
