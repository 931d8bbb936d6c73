import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inverseColors } from '../styles/inverse';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

export const root = style([
  inverseColors,
  {
    background: vars.color.surfaceInverse,
    borderTop: `4px solid ${vars.color.accent}`,
    paddingBlock: vars.space.xxlarge,
  },
]);

export const inner = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xlarge,
    maxWidth: 1280,
    marginInline: 'auto',
  },
  responsiveStyle({
    base: { paddingInline: vars.space.medium },
    760: { paddingInline: vars.space.large },
    1200: { paddingInline: vars.space.xlarge },
  }),
]);

const grid = (count: 1 | 2 | 3 | 4) => `repeat(${count}, minmax(0, 1fr))`;

// SPEC 2.5: one to four columns by width, and never more columns than there are menus to fill them.
export const columns = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: grid(1),
    gap: vars.space.xlarge,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    count: {
      1: {},
      2: responsiveStyle({ 450: { gridTemplateColumns: grid(2) } }),
      3: responsiveStyle({ 450: { gridTemplateColumns: grid(2) }, 760: { gridTemplateColumns: grid(3) } }),
      4: responsiveStyle({
        450: { gridTemplateColumns: grid(2) },
        760: { gridTemplateColumns: grid(3) },
        1024: { gridTemplateColumns: grid(4) },
      }),
    },
  },
});

export const columnTitle = style({
  marginBottom: vars.space.small,
  fontFamily: vars.font.display,
  fontSize: vars.text.standard.fontSize,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textBrand,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});

export const bottom = style([
  {
    display: 'flex',
    gap: vars.space.medium,
    paddingTop: vars.space.large,
    borderTop: `1px solid ${vars.color.border}`,
  },
  responsiveStyle({
    base: { flexDirection: 'column' },
    1024: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  }),
]);

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const smallPrint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});

globalStyle(`${smallPrint} p`, { margin: 0 });
