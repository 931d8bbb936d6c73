import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const sectionTitle = style({
  margin: 0,
  marginBottom: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const nestedList = style({ margin: 0, paddingInlineStart: vars.space.medium, listStyle: 'none' });

export const mainLink = style({
  display: 'block',
  paddingBlock: vars.space.xsmall,
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontSize: vars.text.large.fontSize,
  fontWeight: 600,
  textDecoration: 'none',
  textTransform: 'uppercase',
  selectors: { '&:hover': { color: vars.color.link, textDecoration: 'underline' } },
});

export const treeLink = style({
  display: 'block',
  // 44px targets (WCAG 2.5.5) for thumbs.
  minHeight: 44,
  paddingBlock: vars.space.small,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.link, textDecoration: 'underline' } },
});

export const details = style({ borderBottom: `1px solid ${vars.color.border}` });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 44,
  paddingBlock: vars.space.small,
  cursor: 'pointer',
  fontWeight: 600,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', fontSize: vars.text.large.fontSize, lineHeight: 1 },
    [`${details}[open] > &::after`]: { content: '"−"' },
  },
});

export const featuredList = style([
  { display: 'grid', gap: vars.space.medium, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({ base: { gridTemplateColumns: '1fr' }, 450: { gridTemplateColumns: '1fr 1fr' } }),
]);

export const featuredLink = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const featuredLabel = style({ display: 'block', paddingBlock: vars.space.xsmall });

globalStyle(`${featuredLink} img`, { transition: `transform ${vars.duration.slow}` });
globalStyle(`${featuredLink}:hover img`, { transform: 'scale(1.04)' });
