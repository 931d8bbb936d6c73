import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

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
