import { keyframes, style } from '@vanilla-extract/css';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

const appear = keyframes({ from: { opacity: 0 } });

// SPEC 2.5: at the bottom on small screens, at the top from 1024px.
export const frame = style([
  {
    position: 'fixed',
    zIndex: vars.zIndex.notification,
    left: vars.space.medium,
    right: vars.space.medium,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
  },
  responsiveStyle({
    base: { bottom: vars.space.medium },
    1024: { bottom: 'auto', top: vars.space.large },
  }),
]);

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  rowGap: vars.space.small,
  width: '100%',
  maxWidth: 560,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  borderTop: `4px solid ${vars.color.critical}`,
  pointerEvents: 'auto',
  animation: `${appear} ${vars.duration.standard} ease-out`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.onBrand,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.heading.level5.fontSize,
  lineHeight: vars.heading.level5.lineHeight,
  fontWeight: 700,
  textTransform: 'uppercase',
});

export const footer = style({
  gridColumn: '2',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const countdown = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
