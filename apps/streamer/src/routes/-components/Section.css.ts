import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const section = recipe({
  base: [
    {
      // Native anchor jumps (no JavaScript yet) stop below the sticky header too.
      scrollMarginTop: 80,
      outline: 'none',
    },
    responsiveStyle({
      base: { paddingBlock: vars.space.xxlarge },
      1024: { paddingBlock: vars.space.xxxlarge },
    }),
  ],
  variants: {
    tone: {
      plain: { background: vars.color.surface },
      raised: { background: vars.color.surfaceRaised },
    },
  },
});

// A comfortable reading measure, whatever the width of the section.
export const body = style({ maxWidth: 720 });
