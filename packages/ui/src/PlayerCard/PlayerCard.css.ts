import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cardRoot } from '../private/card.css';
import { vars } from '../themes/contract.css';

export const root = recipe({
  base: {
    overflow: 'hidden',
    borderRadius: vars.radius.standard,
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
  },
  variants: {
    // Teams flagged isMiniCard (academy sides) list many players: a compact row each.
    size: {
      standard: {},
      mini: {
        // Beats the shared card root's column whatever order the two stylesheets load in (code
        // splitting can put them in different files): the compound selector is more specific.
        selectors: { [`${cardRoot}&`]: { flexDirection: 'row' } },
        alignItems: 'center',
        gap: vars.space.small,
        padding: vars.space.xsmall,
        paddingRight: vars.space.medium,
      },
    },
  },
});

export const media = recipe({
  base: { position: 'relative', overflow: 'hidden', flexShrink: 0 },
  variants: {
    size: {
      standard: {},
      mini: { width: 64, borderRadius: vars.radius.small },
    },
  },
});

export const number = recipe({
  base: {
    fontFamily: vars.font.display,
    fontWeight: 700,
    lineHeight: 1,
    color: vars.color.accent,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    placement: {
      // Large and over the photo, as on the back of a shirt.
      overlay: {
        position: 'absolute',
        top: vars.space.small,
        left: vars.space.medium,
        fontSize: 'clamp(2.5rem, 2rem + 2vw, 3.5rem)',
        textShadow: `0 2px 8px ${vars.color.surfaceInverse}`,
      },
      // Mini cards, and cards without a photo: in the flow, before the name.
      inline: { minWidth: '2ch', fontSize: vars.heading.level4.fontSize, paddingInline: vars.space.medium, paddingTop: vars.space.medium },
    },
    size: {
      standard: {},
      mini: { paddingInline: 0, paddingTop: 0 },
    },
  },
});

export const body = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 },
  variants: {
    size: {
      standard: { padding: vars.space.medium },
      mini: { flex: 1 },
    },
  },
});

export const name = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontFamily: vars.font.display,
  textTransform: 'uppercase',
  color: vars.color.textInverse,
  overflowWrap: 'anywhere',
});

export const nameLink = style({ display: 'flex', flexDirection: 'column' });

export const firstName = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: 500,
  letterSpacing: '0.04em',
});

export const lastName = recipe({
  base: { fontWeight: 700 },
  variants: {
    size: {
      standard: { fontSize: vars.heading.level4.fontSize, lineHeight: vars.heading.level4.lineHeight },
      mini: { fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight },
    },
  },
});

export const position = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMutedInverse,
});
