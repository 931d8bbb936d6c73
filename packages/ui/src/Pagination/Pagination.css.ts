import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// 40px squares: above WCAG 2.5.8's 24px target even with six numbers on a 375px phone.
export const item = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxsmall,
    minWidth: 40,
    height: 40,
    paddingInline: vars.space.xsmall,
    border: `2px solid transparent`,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.text.small.fontSize,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
  },
  variants: {
    state: {
      default: { selectors: { '&:hover': { borderColor: vars.color.border } } },
      current: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, cursor: 'default' },
      // Previous on the first page, next on the last: shown so the row does not jump, but inert.
      disabled: { color: vars.color.textMuted, opacity: 0.5, cursor: 'not-allowed' },
      gap: { cursor: 'default', minWidth: 24, paddingInline: 0, color: vars.color.textMuted },
    },
  },
  defaultVariants: { state: 'default' },
});

// The Chevron icon points right; previous turns it round.
export const previousIcon = style({ display: 'inline-flex', transform: 'scaleX(-1)' });
