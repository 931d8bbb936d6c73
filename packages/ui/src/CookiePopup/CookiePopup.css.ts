import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';
import { inverseColors } from '../styles/inverse';
import { cookiesChosenAttribute } from './cookiesChosen';

const rise = keyframes({ from: { transform: 'translateY(100%)' } });

// SPEC 2.5: fixed at the bottom, over the page but under overlays and notifications.
export const root = style([
  inverseColors,
  {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: vars.zIndex.overlay,
    background: vars.color.surfaceInverse,
    boxShadow: vars.shadow.large,
    animation: `${rise} ${vars.duration.slow} ease-out`,
  },
]);

// A fan who has chosen is never shown the notice a public page holds (issue 32): see cookiesChosen.ts.
globalStyle(`html[${cookiesChosenAttribute}] ${root}`, { display: 'none' });

export const inner = style([
  {
    display: 'flex',
    gap: vars.space.medium,
    maxWidth: 1200,
    marginInline: 'auto',
    padding: vars.space.medium,
  },
  responsiveStyle({
    base: { flexDirection: 'column' },
    1024: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', paddingInline: vars.space.large },
  }),
]);

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, maxWidth: 720 });

export const body = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, flexShrink: 0 });
