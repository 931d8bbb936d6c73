import { createTheme } from '@vanilla-extract/css';
import { clubTokens } from '../src/themes/clubTokens';
import { vars } from '../src/themes/contract.css';
import { streamerTokens } from '../src/themes/streamerTokens';

// Storybook only: apps get one theme on :root, but here a toolbar switches between both, so each
// theme is also available as a class that overrides :root from <body> down.
export const themeClasses = {
  club: createTheme(vars, clubTokens, 'club'),
  streamer: createTheme(vars, streamerTokens, 'streamer'),
};
