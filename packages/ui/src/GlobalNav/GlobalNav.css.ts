import { globalStyle, style } from '@vanilla-extract/css';
import { inverseColors } from '../styles/inverse';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

// SPEC 2.5: 32px high on small screens, 44px on larger.
export const root = style([
  inverseColors,
  {
    background: vars.color.brandStrong,
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
  responsiveStyle({ base: { height: 32 }, 760: { height: 44 } }),
]);

export const list = style([
  {
    display: 'flex',
    alignItems: 'stretch',
    height: '100%',
    maxWidth: 1520,
    marginInline: 'auto',
    marginBlock: 0,
    listStyle: 'none',
  },
  responsiveStyle({
    base: { gap: vars.space.medium, paddingInline: vars.space.medium },
    760: { gap: vars.space.large, paddingInline: vars.space.large },
    1200: { paddingInline: vars.space.xlarge },
  }),
]);

globalStyle(`${list} > li`, { display: 'flex', flexShrink: 0 });

export const link = style([
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    color: vars.color.textMuted,
    fontSize: vars.text.xsmall.fontSize,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    // Drawn inside: the bar scrolls sideways and would clip a ring outside the link.
    outlineOffset: '-3px',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-current]': { color: vars.color.text, boxShadow: `inset 0 -2px 0 ${vars.color.accent}` },
    },
  },
  responsiveStyle({ 760: { fontSize: vars.text.small.fontSize } }),
]);
