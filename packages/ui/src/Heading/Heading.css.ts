import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css';

const level = (n: 1 | 2 | 3 | 4 | 5 | 6) => {
  const { fontSize, lineHeight } = vars.heading[`level${n}`];
  return { fontSize, lineHeight };
};

export const heading = recipe({
  base: {
    display: 'block',
    margin: 0,
    fontFamily: vars.font.display,
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.01em',
    // Long player names on a 375px phone should wrap rather than overflow.
    overflowWrap: 'anywhere',
  },
  variants: {
    level: {
      1: level(1),
      2: level(2),
      3: level(3),
      4: [level(4), { fontWeight: 500 }],
      5: [level(5), { fontWeight: 500 }],
      6: [level(6), { fontWeight: 500, letterSpacing: '0.04em' }],
    },
    tone: {
      default: { color: vars.color.text },
      brand: { color: vars.color.textBrand },
      inverse: { color: vars.color.textInverse },
    },
  },
  defaultVariants: { level: 2, tone: 'default' },
});
