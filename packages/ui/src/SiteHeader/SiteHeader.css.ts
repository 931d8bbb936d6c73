import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inverseColors } from '../styles/inverse';
import { wordmark } from '../Logo/Logo.css';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

export const root = recipe({
  base: [
    inverseColors,
    {
      position: 'relative',
      zIndex: vars.zIndex.header,
    },
  ],
  variants: {
    appearance: {
      // Over a hero image the page shows through; the tint keeps white text legible on any photo.
      'transparent-dark': {
        background: `linear-gradient(to bottom, color-mix(in srgb, ${vars.color.surfaceInverse} 92%, transparent), color-mix(in srgb, ${vars.color.surfaceInverse} 78%, transparent))`,
        backdropFilter: 'blur(8px)',
      },
      solid: {
        background: vars.color.surfaceInverse,
        borderBottom: `1px solid ${vars.color.borderInverse}`,
      },
    },
  },
  defaultVariants: { appearance: 'transparent-dark' },
});

// Small screens stack the logo row over a scrolling nav row; both rows fit in the same 90px.
export const inner = style([
  {
    display: 'grid',
    // The row, not the header, is 90px: a global nav bar above it adds its own height.
    height: vars.layout.headerHeight,
    maxWidth: 1520,
    marginInline: 'auto',
    columnGap: vars.space.large,
  },
  responsiveStyle({
    base: {
      gridTemplateAreas: '"logo actions" "nav nav"',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateRows: '54px 36px',
      paddingInline: vars.space.medium,
    },
    760: { paddingInline: vars.space.large },
    1024: {
      gridTemplateAreas: '"logo nav actions"',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateRows: '100%',
      columnGap: vars.space.xlarge,
    },
    1200: { paddingInline: vars.space.xlarge },
  }),
]);

export const logo = style({ gridArea: 'logo', display: 'flex', alignItems: 'center', minWidth: 0 });

// The header decides the crest's size at each width; Logo itself has no responsive size.
globalStyle(`${logo} svg`, responsiveStyle({ base: { width: 34 }, 1024: { width: 48 } }));

// Below 450px the actions need the room: the crest alone carries the logo (its link keeps the name).
globalStyle(`${logo} ${wordmark}`, responsiveStyle({ base: { display: 'none' }, 450: { display: 'flex' } }));

export const primaryNav = style([
  {
    gridArea: 'nav',
    display: 'flex',
    minWidth: 0,
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
  responsiveStyle({
    // A fade at the right edge hints that the row scrolls.
    base: { maskImage: 'linear-gradient(to right, black calc(100% - 32px), transparent)' },
    1024: { maskImage: 'none', justifyContent: 'center' },
  }),
]);

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${primaryNav} > ${list}`, { paddingInlineEnd: vars.space.xlarge });
globalStyle(`${list} > li`, { display: 'flex', flexShrink: 0 });

export const navLink = style([
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    color: vars.color.textInverse,
    fontFamily: vars.font.display,
    fontWeight: 500,
    textTransform: 'uppercase',
    letterSpacing: '0.05em',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    // Focus rings are drawn inside so the scrolling row does not clip them.
    outlineOffset: '-3px',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        bottom: 0,
        height: 3,
        background: vars.color.accent,
        transform: 'scaleX(0)',
        transition: `transform ${vars.duration.standard}`,
      },
      '&:hover::after, &[aria-current]::after': { transform: 'scaleX(1)' },
    },
  },
  responsiveStyle({
    base: { fontSize: vars.text.small.fontSize, paddingInline: vars.space.xxsmall },
    1024: { fontSize: vars.text.standard.fontSize },
  }),
]);

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const secondaryNav = style(responsiveStyle({ base: { display: 'none' }, 640: { display: 'flex', height: '100%' } }));

export const sponsors = style([
  { display: 'flex', alignItems: 'center', paddingInlineEnd: vars.space.small, borderInlineEnd: `1px solid ${vars.color.border}` },
  responsiveStyle({ base: { display: 'none' }, 1200: { display: 'flex' } }),
]);
