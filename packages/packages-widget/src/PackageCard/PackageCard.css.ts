import { style, styleVariants } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@club/ui/css';

/** SPEC 2.5: 288px wide, 320px from 760px; the height is set per card (480px plus 80px per extra price). */
export const card = style([
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxWidth: 288,
    marginInline: 'auto',
    borderRadius: vars.radius.standard,
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
  },
  responsiveStyle({ 760: { maxWidth: 320 } }),
]);

/** 'border' when the widget style equals the package mode, otherwise 'shadow'. */
export const cardStyle = styleVariants({
  border: { border: `1px solid ${vars.color.border}` },
  shadow: { boxShadow: vars.shadow.medium },
});

// A dark card remaps the everyday colour names, as the design system's inverse surfaces do, so Text,
// Heading, icons and the focus ring stay legible without knowing where they sit.
export const mode = styleVariants({
  light: {},
  dark: {
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    vars: {
      [vars.color.text]: vars.color.textInverse,
      [vars.color.textMuted]: vars.color.textMutedInverse,
      [vars.color.textBrand]: vars.color.accent,
      [vars.color.link]: vars.color.linkInverse,
      [vars.color.border]: vars.color.borderInverse,
      [vars.color.focus]: vars.color.focusInverse,
    },
  },
});

export const face = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const media = style({ position: 'relative' });

export const label = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: 1,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flexGrow: 1,
  padding: vars.space.medium,
});

export const typeRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textBrand,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const prices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginBlockStart: 'auto',
});

export const price = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xxsmall });

export const offerRow = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'baseline',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const strike = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const offer = style({ color: vars.color.textBrand, fontWeight: vars.fontWeight.strong });

export const owned = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.positive}`,
  fontWeight: vars.fontWeight.strong,
});

export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const backHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const optionChooser = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
