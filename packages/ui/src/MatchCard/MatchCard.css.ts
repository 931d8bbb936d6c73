import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
});

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  textAlign: 'center',
});

export const competition = style({
  fontFamily: vars.font.display,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: 500,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textBrand,
});

export const detail = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

// Home | score | away: the middle column is as narrow as the score, the teams share the rest.
export const teams = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'start',
  gap: vars.space.small,
  margin: 0,
});

export const team = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textAlign: 'center',
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const crest = style({ width: 56, height: 56 });

// A team without a crest image gets its initials in a disc, so the row keeps its shape.
export const initials = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontFamily: vars.font.display,
  fontWeight: 700,
});

export const centre = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 72,
  minHeight: 56,
  fontFamily: vars.font.display,
  fontWeight: 700,
  fontSize: vars.heading.level3.fontSize,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const kickOff = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.heading.level5.fontSize,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
