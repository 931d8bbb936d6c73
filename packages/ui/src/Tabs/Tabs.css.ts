import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  // A row of tabs wider than a 375px phone scrolls rather than wraps, keeping one line to scan.
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = recipe({
  base: {
    position: 'relative',
    flexShrink: 0,
    minHeight: 44,
    paddingInline: vars.space.medium,
    border: 0,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.display,
    fontSize: vars.text.standard.fontSize,
    fontWeight: 500,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color',
    transitionDuration: vars.duration.fast,
    // The focus ring would be clipped by the list's overflow; draw it inside instead.
    selectors: {
      '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.layout.focusWidth})` },
      '&:hover': { color: vars.color.text },
      '&::after': {
        content: '',
        position: 'absolute',
        insetInline: 0,
        bottom: 0,
        height: 3,
        background: 'transparent',
        transitionProperty: 'background-color',
        transitionDuration: vars.duration.fast,
      },
      '&[data-state="active"]': { color: vars.color.textBrand },
      // textBrand, not accent: gold on a white page fails 3:1 non-text contrast; in dark chrome
      // textBrand is remapped to gold anyway.
      '&[data-state="active"]::after': { background: vars.color.textBrand },
    },
  },
  variants: {
    width: {
      content: {},
      // The packages widget splits its two tabs evenly.
      fill: { flex: 1 },
    },
  },
  defaultVariants: { width: 'content' },
});

export const panel = style({
  selectors: { '&:focus-visible': { outlineOffset: 4 } },
});
