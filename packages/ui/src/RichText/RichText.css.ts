import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

// CMS markup has no classes (they are stripped), so every rule here is a descendant selector.
export const root = style({
  color: vars.color.text,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  overflowWrap: 'break-word',
});

// Rhythm from the flow: browser margins off (at zero specificity), then a gap above each block and
// none above the first. Element rules below must not set margins, or they would beat the rhythm.
globalStyle(`:where(${root}) :where(p, ul, ol, blockquote, table, figure, hr, h1, h2, h3, h4, h5, h6)`, { margin: 0 });
globalStyle(`${root} > * + *`, { marginTop: vars.space.medium });
globalStyle(`${root} > :is(h2, h3, h4, h5, h6)`, { marginTop: vars.space.xlarge });
globalStyle(`${root} > :first-child`, { marginTop: 0 });

globalStyle(`${root} :is(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: vars.font.display,
  fontWeight: 700,
  textTransform: 'uppercase',
  color: vars.color.text,
});
globalStyle(`${root} :is(h1, h2)`, { fontSize: vars.heading.level3.fontSize, lineHeight: vars.heading.level3.lineHeight });
globalStyle(`${root} h3`, { fontSize: vars.heading.level4.fontSize, lineHeight: vars.heading.level4.lineHeight });
globalStyle(`${root} :is(h4, h5, h6)`, { fontSize: vars.heading.level5.fontSize, lineHeight: vars.heading.level5.lineHeight });

globalStyle(`${root} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
});
globalStyle(`${root} a:hover`, { textDecorationThickness: '2px' });

globalStyle(`${root} :is(ul, ol)`, { paddingLeft: vars.space.large });
globalStyle(`${root} li + li`, { marginTop: vars.space.xxsmall });
globalStyle(`${root} li::marker`, { color: vars.color.textBrand });

globalStyle(`${root} blockquote`, {
  paddingLeft: vars.space.medium,
  borderLeft: `4px solid ${vars.color.accent}`,
  fontFamily: vars.font.display,
  fontSize: vars.heading.level4.fontSize,
  lineHeight: vars.heading.level4.lineHeight,
  color: vars.color.text,
});

// A wide table scrolls inside the column rather than widening the page on a phone.
globalStyle(`${root} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});
globalStyle(`${root} :is(th, td)`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${root} th`, { fontWeight: vars.fontWeight.strong, background: vars.color.surfaceRaised });
// A block of its own, so it takes the column's width, not the table's: centred over a table wider than a
// phone (which scrolls), the browser's caption was cut off mid-word at the screen's edge.
globalStyle(`${root} caption`, {
  display: 'block',
  paddingBottom: vars.space.xsmall,
  textAlign: 'left',
  fontWeight: vars.fontWeight.strong,
});

globalStyle(`${root} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.small });
globalStyle(`${root} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${root} :is(strong, b)`, { fontWeight: vars.fontWeight.strong });
