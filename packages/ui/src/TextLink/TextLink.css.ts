import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css';

export const textLink = recipe({
  base: {
    // Always underlined: colour alone must not be what tells a link from text (WCAG 1.4.1).
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    fontWeight: vars.fontWeight.medium,
    borderRadius: vars.radius.small,
    transition: `text-decoration-thickness ${vars.duration.fast}`,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
    },
  },
  variants: {
    tone: {
      link: { color: vars.color.link },
      neutral: { color: 'inherit' },
    },
  },
  defaultVariants: { tone: 'link' },
});
