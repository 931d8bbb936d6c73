import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `${vars.layout.focusWidth} solid ${vars.color.focusInverse}`, outlineOffset: 2 };

/** SPEC 2.5: the player frame is 1200 by 711. */
export const frame = style({
  position: 'relative',
  width: '100%',
  maxWidth: 1200,
  aspectRatio: '1200 / 711',
  background: '#000',
  color: '#fff',
  display: 'grid',
  gridTemplateRows: '1fr auto',
  ':focus-visible': focusRing,
  // Started while the session check is in flight (issue 30): out of sight until it grants.
  selectors: { '&[hidden]': { display: 'none' } },
});
export const video = style({ width: '100%', height: '100%', minHeight: 0, objectFit: 'contain', background: '#000' });
export const status = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', margin: 0 });
export const error = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  textAlign: 'center',
  background: 'rgba(0, 0, 0, 0.85)',
});
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  background: 'rgba(0, 0, 0, 0.9)',
});
export const control = style({
  minHeight: 36,
  padding: `0 ${vars.space.small}`,
  border: '1px solid rgba(255, 255, 255, 0.6)',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: '#fff',
  font: 'inherit',
  fontSize: vars.text.small.fontSize,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: '#fff', color: '#000' } },
  ':focus-visible': focusRing,
});
export const liveBadge = style({
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: '#c8102e',
  color: '#fff',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.text.xsmall.fontSize,
  textTransform: 'uppercase',
});
