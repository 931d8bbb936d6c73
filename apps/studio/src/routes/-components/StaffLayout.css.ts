import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
});

export const header = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    background: vars.color.surfaceInverse,
    // The everyday colour names remapped for the dark chrome, as @club/ui's own header does (its
    // inverse rule is private to the package): the logo's second line turns gold, text and focus light.
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
  responsiveStyle({
    base: { padding: `${vars.space.small} ${vars.space.medium}` },
    1024: { padding: `${vars.space.small} ${vars.space.xlarge}` },
  }),
]);

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const studioName = style({
  fontFamily: vars.font.display,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.text.small.fontSize,
  color: vars.color.textMutedInverse,
  borderLeft: `1px solid ${vars.color.borderInverse}`,
  paddingLeft: vars.space.small,
});

// On a phone the account takes its own row under the logo, name on the left and sign-out on the right.
export const account = style([
  { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.small },
  responsiveStyle({ base: { width: '100%', justifyContent: 'space-between' }, 640: { width: 'auto' } }),
]);

export const who = style([
  { margin: 0, display: 'flex', flexDirection: 'column', lineHeight: 1.2 },
  responsiveStyle({ base: { alignItems: 'flex-start' }, 640: { alignItems: 'flex-end' } }),
]);

export const name = style({ fontWeight: vars.fontWeight.strong });

export const roles = style({ fontSize: vars.text.xsmall.fontSize, color: vars.color.textMutedInverse });

export const signOutError = style({ margin: 0, flexBasis: '100%', textAlign: 'right', color: vars.color.textInverse });

export const nav = style([
  {
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  responsiveStyle({
    base: { padding: `0 ${vars.space.medium}` },
    1024: { padding: `0 ${vars.space.xlarge}` },
  }),
]);

export const deskList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  // On a phone an administrator's seven desks take two rows: scrolling sideways hid the last three with
  // nothing to say they were there.
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  whiteSpace: 'nowrap',
});

const deskItem = {
  display: 'inline-block',
  padding: `${vars.space.small} 0`,
  borderBottom: '3px solid transparent',
  fontWeight: vars.fontWeight.medium,
} as const;

export const deskLink = style({
  ...deskItem,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.brand, color: vars.color.textBrand },
    '&:hover': { borderBottomColor: vars.color.border },
    '&[aria-current="page"]:hover': { borderBottomColor: vars.color.brand },
    '&:focus-visible': { outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const main = style([
  { flex: 1, width: '100%', maxWidth: '80rem', margin: '0 auto', outline: 'none' },
  responsiveStyle({
    base: { padding: `${vars.space.large} ${vars.space.medium}` },
    1024: { padding: `${vars.space.xlarge} ${vars.space.xlarge}` },
  }),
]);
