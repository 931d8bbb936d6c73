import { vars } from '@club/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, paddingBlockStart: vars.space.medium });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize, minHeight: '1.5em' });

export const results = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const result = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'start',
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const resultText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const resultLink = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.link },
    // The whole row is the link's target area; only the title is read out.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

globalStyle(`${result}`, { position: 'relative' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

export const thumb = style({ width: 64, borderRadius: vars.radius.small, overflow: 'hidden' });

export const empty = style({ margin: 0, paddingBlock: vars.space.large, textAlign: 'center', fontWeight: 600 });
