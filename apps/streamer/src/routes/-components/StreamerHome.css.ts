import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const hero = style({ maxWidth: 760 });

// The packages widget draws its own section; this wrapper is the header link's anchor.
export const packages = style({ scrollMarginTop: 80, outline: 'none', background: vars.color.surface });

export const notice = style({
  display: 'grid',
  gap: vars.space.xsmall,
  marginBlock: vars.space.medium,
  padding: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const noticeLink = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

export const nextGame = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  maxWidth: 760,
});

export const teams = style([
  {
    display: 'grid',
    gridTemplateColumns: '1fr auto 1fr',
    alignItems: 'center',
    gap: vars.space.medium,
  },
]);

export const team = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textAlign: 'center',
});

// A fixed box, so the crest loading never moves the countdown below it.
export const crest = style({ display: 'block', width: 64, height: 64 });

export const teamName = style({ fontSize: vars.text.standard.fontSize, lineHeight: vars.text.standard.lineHeight });

export const versus = style({ fontFamily: vars.font.display, fontVariantNumeric: 'tabular-nums' });

export const liveBadge = style({
  justifySelf: 'start',
  alignSelf: 'start',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  // Dark text: the streamer's critical red is light enough for white to fail contrast on it.
  background: vars.color.critical,
  color: vars.color.surfaceInverse,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  fontSize: vars.text.small.fontSize,
});

// Four fixed-width cells of tabular digits: the countdown never changes size as it ticks.
export const countdown = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 5.5rem))',
  gap: vars.space.small,
});

export const countdownCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingBlock: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const countdownValue = style([
  {
    fontFamily: vars.font.display,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.fontWeight.strong,
    fontSize: vars.heading.level3.fontSize,
    lineHeight: vars.heading.level3.lineHeight,
  },
]);

export const countdownUnit = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMutedInverse,
});

// Reserves a line while the login check runs, so the text arriving does not push the page down.
export const access = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 40,
});

export const fixtures = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const fixture = style([
  {
    display: 'grid',
    gridTemplateColumns: '6.5rem 1fr',
    gap: vars.space.small,
    alignItems: 'center',
    padding: vars.space.medium,
    borderRadius: vars.radius.standard,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
  },
  responsiveStyle({ 760: { gridTemplateColumns: '7.5rem 1fr auto', gap: vars.space.medium } }),
]);

export const fixtureDate = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
});

export const fixtureTime = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const fixtureBody = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const fixtureTeams = style({ fontWeight: vars.fontWeight.strong });

export const fixtureMeta = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const coverage = style([
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none', gridColumn: '1 / -1' },
  responsiveStyle({ 760: { gridColumn: 'auto', justifyContent: 'flex-end' } }),
]);

export const coverageTag = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  whiteSpace: 'nowrap',
  selectors: { '&[data-state="none"]': { color: vars.color.textMuted } },
});

export const videoGrid = style([
  { display: 'grid', gap: vars.space.medium, margin: 0, padding: 0, listStyle: 'none', gridTemplateColumns: '1fr' },
  responsiveStyle({ 640: { gridTemplateColumns: 'repeat(2, 1fr)' }, 1024: { gridTemplateColumns: 'repeat(4, 1fr)' } }),
]);

export const faqs = style({ display: 'grid', gap: vars.space.small });

export const faq = style({
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const faqQuestion = style({
  cursor: 'pointer',
  padding: vars.space.medium,
  fontWeight: vars.fontWeight.strong,
  ':focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const faqAnswer = style({ paddingInline: vars.space.medium, paddingBottom: vars.space.medium });

/** The club's latest line of live commentary under the live buttons (issue 31). */
export const commentaryLine = style({
  margin: 0,
  maxWidth: '40rem',
  paddingInlineStart: vars.space.small,
  borderInlineStart: `3px solid ${vars.color.textMuted}`,
  color: vars.color.text,
});

export const commentaryMinute = style({ marginInlineEnd: vars.space.small, fontWeight: vars.fontWeight.strong, fontVariantNumeric: 'tabular-nums' });
