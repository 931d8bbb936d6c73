import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * The live audio bar's height as it stands, which MatchVideo measures: SPEC 2.5's 60 px (120 px from
 * 1024 px) grows with the message under it (issue 31: "not subscribed" at 390 px is twice as tall).
 */
export const audioBarHeightVar = '--match-video-audio-bar';
const above = (fallback: string, space: string) => `calc(var(${audioBarHeightVar}, ${fallback}) + ${space})`;

/**
 * SPEC 3's dockedVideo: a small player in the bottom corner. It sits above the live audio bar when that
 * is open (however tall it is), below every overlay, and never takes focus.
 */
export const dock = style([
  {
    position: 'fixed',
    right: vars.space.small,
    bottom: vars.space.small,
    zIndex: 40,
    display: 'grid',
    width: 'min(240px, 62vw)',
    borderRadius: vars.radius.standard,
    overflow: 'hidden',
    background: '#000',
    color: '#fff',
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.35)',
    selectors: {
      '&[hidden]': { display: 'none' },
      '&[data-audio="open"]': { bottom: above('60px', vars.space.small) },
    },
  },
  responsiveStyle({
    760: { width: 320, right: vars.space.medium, bottom: vars.space.medium },
  }),
  {
    '@media': {
      'screen and (min-width: 760px)': {
        selectors: { '&[data-audio="open"]': { bottom: above('60px', vars.space.medium) } },
      },
      'screen and (min-width: 1024px)': {
        selectors: { '&[data-audio="open"]': { bottom: above('120px', vars.space.medium) } },
      },
    },
  },
]);

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  padding: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  background: '#111',
});

/**
 * Room under the page for the dock, so the end of any page can still be scrolled clear of it: the
 * player covers nothing the fan cannot move out from under it. MatchVideo sets its height from the dock
 * as it stands (with the audio bar under it); these are the sizes until it has measured. The footer's
 * colour, so the page ends as the footer does.
 */
export const spacer = style([
  { background: vars.color.surfaceInverse },
  responsiveStyle({
    base: { height: 280 },
    760: { height: 320 },
  }),
]);
