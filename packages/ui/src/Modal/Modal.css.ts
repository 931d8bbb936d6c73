import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' } });

export const panel = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    margin: 'auto',
    // Always a gutter on a 375px phone, so the underlay stays visible and clickable around it.
    width: `calc(100% - 2 * ${vars.space.medium})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.medium})`,
    background: vars.color.surface,
    color: vars.color.text,
    // On the streamer's dark pages a shadow barely shows; the border keeps the edge.
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.standard,
    boxShadow: vars.shadow.large,
    overflow: 'hidden',
    animation: `${rise} ${vars.duration.standard} ease-out`,
    outline: 'none',
  },
  variants: {
    size: {
      small: { maxWidth: 440 },
      standard: { maxWidth: 640 },
      large: { maxWidth: 1000 },
    },
  },
  defaultVariants: { size: 'standard' },
});
