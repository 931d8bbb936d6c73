import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small reset: only what the components rely on, so app pages keep sensible browser defaults.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });

// Form controls do not inherit type by default, which makes every field look foreign to the page.
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('h1, h2, h3, h4, h5, h6, p', { overflowWrap: 'break-word' });

// Keyboard users must always see where they are (WCAG 2.4.7); mouse clicks stay quiet.
globalStyle(':focus-visible', {
  outline: `${vars.layout.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

// In-page anchors land below the header instead of under it.
globalStyle(':target', { scrollMarginTop: vars.layout.headerHeight });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

globalStyle('html', {
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});
