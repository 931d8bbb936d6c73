import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: vars.space.small });

// With reduced motion the global rule stops the spin; the ring with its gap still reads as "busy",
// and the label says it in words.
export const spinner = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.textBrand,
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      small: { width: 20, height: 20, borderWidth: 2 },
      standard: { width: 36, height: 36, borderWidth: 3 },
      large: { width: 56, height: 56, borderWidth: 4 },
    },
  },
});
