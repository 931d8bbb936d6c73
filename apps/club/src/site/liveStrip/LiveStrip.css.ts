import { responsiveStyle, vars } from '@club/ui/css';
import { keyframes, style } from '@vanilla-extract/css';

// Issue 31's live strip: one slim row under the header, in its dark colour, in the page's flow (the
// header floats over a slot of its own height; the strip follows that slot and scrolls away with the
// page, under the header, never over the content). Its height is fixed, so nothing below it moves
// when the score or the minute changes.
const height = { base: 44, 760: 48 } as const;

export const strip = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderBlock: `1px solid ${vars.color.borderInverse}`,
});

export const link = style([
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    color: 'inherit',
    textDecoration: 'none',
    fontSize: vars.text.small.fontSize,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusInverse}`, borderRadius: vars.radius.small },
    },
  },
  // Inside the strip's two borders.
  responsiveStyle({ base: { height: height.base - 2 }, 760: { height: height[760] - 2, gap: vars.space.medium } }),
]);

export const status = style({
  flexShrink: 0,
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  // The match centre's live red (MatchCentre.css.ts): white on it passes AA.
  selectors: { '&[data-state="live"]': { background: '#b3261e', color: '#fff' } },
});

// The names hug the score, centred: on a phone each takes the width it needs rather than half of what is
// left, so 'Brackwater 1 – 0 Kingsbridge' fits 390 px whole.
export const scoreline = style([
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) auto minmax(0, max-content)',
    justifyContent: 'center',
    alignItems: 'center',
    flexGrow: 1,
    minWidth: 0,
    fontWeight: vars.fontWeight.medium,
  },
  responsiveStyle({ base: { gap: vars.space.xsmall }, 760: { gap: vars.space.small } }),
]);

export const side = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const fullName = style(responsiveStyle({ base: { display: 'none' }, 760: { display: 'inline' } }));
export const shortName = style(responsiveStyle({ base: { display: 'inline' }, 760: { display: 'none' } }));

// A ring in the accent colour that fades: the numbers themselves keep their colour, readable throughout.
const goalFlash = keyframes({
  from: { boxShadow: `0 0 0 2px ${vars.color.accent}` },
  to: { boxShadow: '0 0 0 2px transparent' },
});

export const score = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.display,
  fontSize: '1.25rem',
  lineHeight: 1,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  // A score the page did not arrive with flashes once; never for reduced motion.
  selectors: { '&[data-new]': { animation: `${goalFlash} 2s ease-out 1` } },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-new]': { animation: 'none' } } } },
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  color: vars.color.linkInverse,
  fontWeight: vars.fontWeight.strong,
});

// Only the arrow on a phone: the text stays for screen readers (hidden the visually-hidden way).
export const moreText = style(
  responsiveStyle({
    base: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    760: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none' },
  }),
);
