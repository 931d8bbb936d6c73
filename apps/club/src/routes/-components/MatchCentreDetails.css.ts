import { responsiveStyle, vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

// The match centre's line-ups and stats (MatchCentreDetails): a file of their own, so their rules come
// with their code and the centre's first load keeps only the header's and the timeline's.

/** The two line-ups side by side from a tablet up, as the centre's columns. */
export const lineupColumns = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.xlarge },
    760: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
);

export const playerList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const playerRow = style({
  display: 'flex',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const shirt = style({
  minWidth: '2ch',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.strong,
});

export const stats = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.medium });

export const statHead = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr) 3rem',
  alignItems: 'center',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const statNumber = style({ fontWeight: vars.fontWeight.strong });

export const bars = style({ display: 'flex', gap: 4, height: 8, marginTop: vars.space.xxsmall });

export const bar = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  selectors: { '&[data-side="home"]': { background: vars.color.brand } },
});
