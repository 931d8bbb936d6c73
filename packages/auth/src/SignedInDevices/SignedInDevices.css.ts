import { vars } from '@club/ui/css';
import { style } from '@vanilla-extract/css';

/** The list of sign-ins: one row each, a rule between them. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlockEnd: vars.space.small,
  borderBlockEnd: '1px solid currentColor',
});

export const badge = style({ fontWeight: vars.fontWeight.strong });

/** The heading around the panel's disclosure button: the button's type, no margins of its own. */
export const disclosureHeading = style({ margin: 0, font: 'inherit' });

/** The password asked in place, under the button that asked for it. */
export const confirm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, paddingBlockStart: vars.space.xsmall });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
