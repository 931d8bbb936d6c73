import { vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `${vars.layout.focusWidth} solid ${vars.color.focusInverse}`, outlineOffset: 2 };

/**
 * SPEC 2.5: the player frame is 1200 by 711. The picture keeps that shape and the controls go under it:
 * the full controls wrap onto two rows on a phone, and inside a 1200 by 711 box they left the picture a
 * sliver (116 px of a 212 px frame at 390 px, in the match centre). The frame's `1fr` row takes the
 * picture's height; in full screen the picture fills what the controls leave.
 */
export const frame = style({
  position: 'relative',
  width: '100%',
  maxWidth: 1200,
  background: '#000',
  color: '#fff',
  display: 'grid',
  gridTemplateRows: '1fr auto',
  ':focus-visible': focusRing,
  // Started while the session check is in flight (issue 30): out of sight until it grants.
  selectors: { '&[hidden]': { display: 'none' } },
});
export const video = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 711',
  minHeight: 0,
  objectFit: 'contain',
  background: '#000',
});
globalStyle(`${frame}:fullscreen ${video}`, { height: '100%', aspectRatio: 'auto' });
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
