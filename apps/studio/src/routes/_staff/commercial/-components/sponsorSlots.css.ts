import { vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

// The header sponsors' and section slots' pages: one framed form per place or slot.

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  maxWidth: '40rem',
  padding: vars.space.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});

// Logos are drawn for a light ground whatever the theme around them.
export const logo = style({ width: 120, padding: vars.space.xsmall, background: '#ffffff', borderRadius: vars.radius.small });

export const sponsors = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, listStyle: 'none', margin: 0, padding: 0, counterReset: 'place' });

export const sponsor = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const sponsorName = style({ flex: '1 1 12rem', minWidth: 0, margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const sponsorLogo = style({ width: 60, flexShrink: 0, background: '#ffffff', borderRadius: vars.radius.small });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const add = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

// A move that would go past either end does nothing; the button stays focusable (focus is not lost on
// the row just moved), so it is only drawn as unavailable.
globalStyle(`${buttons} > button[aria-disabled="true"]`, { opacity: 0.5, cursor: 'not-allowed' });
