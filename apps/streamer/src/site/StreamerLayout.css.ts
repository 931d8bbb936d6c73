import { style } from '@vanilla-extract/css';

// The footer stays at the bottom of short pages such as the error page.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flexGrow: 1,
  // Focus lands here from the skip link; an outline around the whole page would only confuse.
  outline: 'none',
});
