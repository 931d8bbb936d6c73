import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

// The history (issue 28): revisions newest first, a comparison of two of them. Its panel, the panel's name and
// the fields are the desk's (desk/desk.css.ts); these are the history's own.
export const revisionList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '28rem',
  overflowY: 'auto',
});

export const revisionItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const revisionTitle = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const compareChoices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'flex-end' });

// Each field's words under its name, with room before the next field's name so the two do not run together.
export const differences = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, paddingBlockStart: vars.space.xsmall });

export const diffText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.text, lineHeight: 1.6 });

// Told apart by more than colour: struck through or underlined, and named for screen readers in the markup.
export const diffRemoved = style({ color: vars.color.critical, textDecoration: 'line-through' });

export const diffAdded = style({ color: vars.color.positive, textDecoration: 'underline', fontWeight: vars.fontWeight.medium });
