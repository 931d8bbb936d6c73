import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight });

export const error = style({ color: vars.color.critical, fontSize: vars.text.small.fontSize, fontWeight: vars.fontWeight.medium });

// The preview and the upload buttons are one drop target: a dashed edge says files may land here, a solid
// one in the focus colour that one is over it now.
export const dropZone = style([
  {
    display: 'grid',
    gap: vars.space.medium,
    padding: vars.space.medium,
    border: `2px dashed ${vars.color.border}`,
    borderRadius: vars.radius.standard,
    background: vars.color.surface,
    minWidth: 0,
    selectors: {
      '&[data-drag="over"]': { borderStyle: 'solid', borderColor: vars.color.focus, background: vars.color.surfaceRaised },
      '&[data-state="failed"]': { borderColor: vars.color.critical },
    },
  },
  responsiveStyle({ base: { gridTemplateColumns: 'minmax(0, 1fr)' }, 640: { gridTemplateColumns: '10rem minmax(0, 1fr)', alignItems: 'center' } }),
]);

export const preview = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1 / 1',
  width: '100%',
  maxWidth: '10rem',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  // A raised surface behind the image shows where a logo is transparent.
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  textAlign: 'center',
  padding: vars.space.xsmall,
});
globalStyle(`${preview} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

export const status = style({
  margin: 0,
  minHeight: vars.text.small.lineHeight,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  selectors: { '&[data-state="failed"]': { color: vars.color.critical, fontWeight: vars.fontWeight.medium } },
});

// The key is for the few who need it: smaller and quieter than the field, but still a real text input.
export const keyRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const keyInput = style({
  width: '100%',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  minHeight: 40,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text.small.fontSize,
  selectors: {
    '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const file = style({ display: 'none' });

export const chooser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  minWidth: 0,
});

export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small },
  responsiveStyle({ base: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, 640: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
]);

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  width: '100%',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.text.small.fontSize,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
    // Chosen: a heavier edge and a tick in words, not colour alone.
    '&[aria-pressed="true"]': { borderWidth: 3, borderColor: vars.color.text, fontWeight: vars.fontWeight.medium },
  },
});
globalStyle(`${choice} img`, {
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.small,
});

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize });
