import { responsiveStyle, vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const header = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  textAlign: 'center',
});

export const meta = style({
  margin: 0,
  color: vars.color.textMutedInverse,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const scoreline = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.medium,
  marginBlock: vars.space.large,
});

export const side = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.strong,
});

export const crest = style(
  responsiveStyle({
    base: { display: 'block', width: 56, height: 56 },
    760: { width: 88, height: 88 },
  }),
);

export const score = style(
  responsiveStyle({
    base: { fontFamily: vars.font.display, fontSize: 36, lineHeight: 1, fontVariantNumeric: 'tabular-nums' },
    760: { fontSize: 56 },
  }),
);

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  selectors: { '&[data-state="live"]': { background: '#b3261e', color: '#fff' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  margin: 0,
  marginTop: vars.space.large,
  padding: 0,
  listStyle: 'none',
});

export const columns = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.xlarge },
    760: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
);

export const timeline = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.small });

export const event = style({
  display: 'grid',
  gridTemplateColumns: '4rem 1.5rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.border}`,
  selectors: {
    '&[data-side="home"]': { borderInlineStartColor: vars.color.brand },
    // A moment with Watch: the button at the end of the row.
    '&[data-watch="yes"]': { gridTemplateColumns: '4rem 1.5rem minmax(0, 1fr) auto' },
  },
});

export const watch = style({ justifySelf: 'end' });

/** The club's live commentary: a minute, then the words (issue 31). */
export const commentary = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.small });

export const commentaryLine = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.brand}`,
});

export const commentaryText = style({ margin: 0, overflowWrap: 'anywhere' });

export const minute = style({ fontWeight: vars.fontWeight.strong, fontVariantNumeric: 'tabular-nums' });

export const card = style({
  display: 'inline-block',
  width: 12,
  height: 16,
  borderRadius: 2,
  selectors: {
    '&[data-card="yellow"]': { background: '#f2b705' },
    '&[data-card="red"]': { background: '#b3261e' },
  },
});

export const detail = style({ color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

/**
 * SPEC 3 matchCentre.videoOpen: the live video above the timeline on a phone, beside it on a desktop
 * (the video the wider of the two).
 */
export const watchColumns = style(
  responsiveStyle({
    // One column as wide as the page on a phone: an `auto` one grows to the video's own 640 px.
    base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xlarge, alignItems: 'start' },
    1024: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  }),
);

export const videoSlot = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.small, justifyItems: 'start' });

/**
 * The player's place: the player's own frame ratio (SPEC 2.5, 1200 by 711) until it arrives, then as tall
 * as the player (the picture in that shape, the controls under it: an aspect-ratio box grows to its
 * content while it does not clip), a height it keeps while the player is docked (MatchVideoSlot).
 */
export const videoFrame = style({
  width: '100%',
  aspectRatio: '1200 / 711',
  background: '#000',
  borderRadius: vars.radius.standard,
});
globalStyle(`${videoFrame} > *`, { borderRadius: vars.radius.standard, overflow: 'hidden' });
