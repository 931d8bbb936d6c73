import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import * as overlay from '../private/Overlay.css';
import { recipe } from '@vanilla-extract/recipes';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' } });

// SPEC 2.5: the image is at most 350px wide; the panel is the image plus its padding.
export const panel = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100% - 2 * ${vars.space.medium})`,
    maxWidth: `calc(350px + 2 * ${vars.space.large})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.medium})`,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.standard,
    boxShadow: vars.shadow.large,
    overflow: 'hidden',
    animation: `${rise} ${vars.duration.standard} ease-out`,
    outline: 'none',
  },
  variants: {
    size: {
      default: { margin: 'auto' },
      mini: responsiveStyle({
        base: { margin: `auto auto ${vars.space.medium}` },
        760: { margin: `auto ${vars.space.large} ${vars.space.large} auto`, maxWidth: `calc(240px + 2 * ${vars.space.large})` },
      }),
    },
  },
  defaultVariants: { size: 'default' },
});

export const link = style({ display: 'block', borderRadius: vars.radius.small });

// The title is hidden, so the close bar is the only thing above the image: no second gap below it.
globalStyle(`${panel.classNames.base} ${overlay.body}`, { paddingTop: 0 });
