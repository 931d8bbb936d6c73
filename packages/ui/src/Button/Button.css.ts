import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css';

const hover = '&:hover:not(:disabled)';

// "-dark" buttons are the brand's own colours for the page surface: ghost and label ones use
// `textBrand`, so they stay legible on the streamer's dark pages and turn gold on the dark chrome.
// "-light" buttons are white, for photos, brand panels and the chrome.
export const button = recipe({
  base: {
    // Anchors IconButton's visually hidden label, which is absolutely positioned.
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    borderWidth: 2,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.small,
    background: 'transparent',
    fontFamily: vars.font.display,
    fontWeight: 500,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      'primary-dark': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [hover]: { background: vars.color.brandStrong, borderColor: vars.color.brandStrong } },
      },
      'primary-light': {
        background: vars.color.onBrand,
        borderColor: vars.color.onBrand,
        color: vars.color.brand,
        selectors: { [hover]: { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent } },
      },
      'ghost-dark': {
        borderColor: vars.color.textBrand,
        color: vars.color.textBrand,
        selectors: { [hover]: { background: vars.color.brand, color: vars.color.onBrand } },
      },
      'ghost-light': {
        borderColor: vars.color.onBrand,
        color: vars.color.onBrand,
        selectors: { [hover]: { background: vars.color.onBrand, color: vars.color.brand } },
      },
      'label-dark': {
        color: vars.color.textBrand,
        selectors: { [hover]: { textDecoration: 'underline', textUnderlineOffset: '0.25em' } },
      },
      'label-light': {
        color: vars.color.onBrand,
        selectors: { [hover]: { textDecoration: 'underline', textUnderlineOffset: '0.25em' } },
      },
    },
    // Both sizes keep a 36px+ target, above WCAG 2.5.8's 24px minimum.
    size: {
      small: {
        minHeight: 36,
        paddingInline: vars.space.small,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
      standard: {
        minHeight: 48,
        paddingInline: vars.space.large,
        fontSize: vars.text.standard.fontSize,
        lineHeight: vars.text.standard.lineHeight,
      },
    },
    shape: {
      text: {},
      // IconButton: a circle whose width equals its height.
      icon: { paddingInline: 0, aspectRatio: '1', borderRadius: vars.radius.full },
    },
  },
  compoundVariants: [
    { variants: { shape: 'icon', size: 'small' }, style: { width: 36 } },
    { variants: { shape: 'icon', size: 'standard' }, style: { width: 48 } },
    // An underline means nothing under an icon: label icon buttons show hover as a soft disc.
    ...(['label-dark', 'label-light'] as const).map((variant) => ({
      variants: { shape: 'icon' as const, variant },
      style: {
        selectors: {
          [hover]: { textDecoration: 'none', background: 'color-mix(in srgb, currentColor 14%, transparent)' },
        },
      },
    })),
  ],
  defaultVariants: { variant: 'primary-dark', size: 'standard', shape: 'text' },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;
