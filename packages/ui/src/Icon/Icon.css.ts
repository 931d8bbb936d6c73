import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      // Follows the surrounding text, for icons inline in a sentence.
      inherit: { width: '1em', height: '1em' },
      xsmall: { width: 16, height: 16 },
      small: { width: 20, height: 20 },
      standard: { width: 24, height: 24 },
      large: { width: 32, height: 32 },
      xlarge: { width: 48, height: 48 },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
