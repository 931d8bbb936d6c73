import { globalStyle, style } from '@vanilla-extract/css';
import { inverseColors } from '../styles/inverse';
import { renderWhenNear } from '../styles/renderWhenNear';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';

export const root = style([
  inverseColors,
  {
    background: vars.color.surfaceInverse,
    borderTop: `4px solid ${vars.color.accent}`,
    paddingBlock: vars.space.xxlarge,
  },
  // Always below the first screen: laid out when the fan scrolls near it. Its heights as measured on
  // the club site (a phone, a tablet, a laptop) hold its place until then.
  responsiveStyle({ base: renderWhenNear('3900px'), 760: renderWhenNear('2450px'), 1024: renderWhenNear('2050px') }),
]);

export const inner = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xlarge,
    maxWidth: 1280,
    marginInline: 'auto',
  },
  responsiveStyle({
    base: { paddingInline: vars.space.medium },
    760: { paddingInline: vars.space.large },
    1200: { paddingInline: vars.space.xlarge },
  }),
]);

export const adverts = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.large,
});

export const sponsors = style({ paddingBottom: vars.space.xlarge, borderBottom: `1px solid ${vars.color.border}` });

export const brand = style([
  { display: 'flex', gap: vars.space.large },
  responsiveStyle({
    base: { flexDirection: 'column' },
    760: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' },
  }),
]);

export const reach = style([
  { display: 'flex', gap: vars.space.large },
  responsiveStyle({ base: { flexDirection: 'column' }, 1024: { flexDirection: 'row', alignItems: 'flex-start' } }),
]);

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});

export const bottom = style([
  {
    display: 'flex',
    gap: vars.space.medium,
    paddingTop: vars.space.large,
    borderTop: `1px solid ${vars.color.border}`,
  },
  responsiveStyle({
    base: { flexDirection: 'column' },
    1024: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  }),
]);

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const smallPrint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});

globalStyle(`${smallPrint} p`, { margin: 0 });
