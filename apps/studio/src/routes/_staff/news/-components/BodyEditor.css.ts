import { vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="invalid"]': { borderColor: vars.color.critical },
  },
});

// The toolbar and, under it, the field a Link or Caption tool asks for: they stay in view together.
export const bar = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  borderRadius: `${vars.radius.standard} ${vars.radius.standard} 0 0`,
  position: 'sticky',
  top: 0,
  zIndex: 1,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
});

export const ask = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small} ${vars.space.small}`,
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${ask} > :first-child`, { flex: '1 1 16rem' });

export const askActions = style({ display: 'flex', gap: vars.space.xsmall });

export const tool = style({
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.small}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover:enabled': { borderColor: vars.color.border, background: vars.color.surface },
    // The table tools, outside a table: there is no row to add to.
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    '&[aria-pressed="true"]': { background: vars.color.surfaceInverse, color: vars.color.textInverse },
    '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

// ProseMirror's own element: what TipTap's injected stylesheet would have said, and the article's type.
export const content = style({
  minHeight: '16rem',
  padding: vars.space.medium,
  outline: 'none',
  whiteSpace: 'pre-wrap',
  wordWrap: 'break-word',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  // A table wider than the frame (a phone) scrolls the editor sideways: the editor is the scroller, since
  // it is what the keyboard is in (a wrapper of its own scrolling would be a region no key reaches).
  overflowX: 'auto',
});
globalStyle(`${content} > * + *`, { marginTop: vars.space.small });
globalStyle(`${content} p, ${content} h2, ${content} h3, ${content} ul, ${content} ol, ${content} blockquote`, {
  marginBottom: 0,
});
globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} h2`, { fontFamily: vars.font.display, fontSize: vars.heading.level3.fontSize, lineHeight: vars.heading.level3.lineHeight });
globalStyle(`${content} h3`, { fontFamily: vars.font.display, fontSize: vars.heading.level4.fontSize, lineHeight: vars.heading.level4.lineHeight });
globalStyle(`${content} blockquote`, { borderLeft: `3px solid ${vars.color.brand}`, paddingLeft: vars.space.medium, marginLeft: 0 });
globalStyle(`${content} a`, { color: vars.color.link });
globalStyle(`${content} ul, ${content} ol`, { paddingLeft: vars.space.large });

// Tables as the club site shows them (ui's RichText): ruled rows, header cells on a raised surface. TipTap
// wraps each table in a `.tableWrapper`; the editor itself scrolls a wide one (above).
globalStyle(`${content} table`, {
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
globalStyle(`${content} caption`, { captionSide: 'top', textAlign: 'left', fontWeight: vars.fontWeight.strong, paddingBottom: vars.space.xsmall });
globalStyle(`${content} :is(th, td)`, {
  minWidth: '6rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${content} th`, { fontWeight: vars.fontWeight.strong, background: vars.color.surfaceRaised });
globalStyle(`${content} :is(th, td) > p`, { margin: 0 });
// Cells chosen together (a drag across them) show as chosen: ProseMirror's tables mark them.
globalStyle(`${content} .selectedCell`, { background: vars.color.surfaceInverse, color: vars.color.textInverse });
