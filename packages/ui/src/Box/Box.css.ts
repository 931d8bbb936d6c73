import { globalStyle, style } from '@vanilla-extract/css';

export const reset = style({});

// Zero specificity, so any sprinkles class wins whatever order the stylesheets load in.
globalStyle(`:where(${reset})`, {
  margin: 0,
  padding: 0,
  border: 0,
  listStyle: 'none',
  minWidth: 0,
});
