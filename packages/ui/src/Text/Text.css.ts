import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css';

export const text = recipe({
  base: {
    display: 'block',
    margin: 0,
    fontFamily: vars.font.body,
  },
  variants: {
    size: {
      xsmall: vars.text.xsmall,
      small: vars.text.small,
      standard: vars.text.standard,
      large: vars.text.large,
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      inverse: { color: vars.color.textInverse },
      critical: { color: vars.color.critical },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    // A span inside a sentence must not break the line.
    inline: {
      true: { display: 'inline' },
      false: {},
    },
  },
  defaultVariants: { size: 'standard', tone: 'default', weight: 'regular', inline: false },
});
