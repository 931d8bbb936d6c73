import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

export const root = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    maxWidth: 800,
    marginInline: 'auto',
  },
  responsiveStyle({
    base: { paddingBlock: vars.space.xxlarge, paddingInline: vars.space.medium },
    760: { paddingBlock: vars.space.xxxlarge, paddingInline: vars.space.large },
  }),
]);

export const status = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  paddingBottom: vars.space.xsmall,
  borderBottom: `4px solid ${vars.color.accent}`,
});

export const quickLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
