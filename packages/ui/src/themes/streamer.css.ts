// The streamer theme: an app imports exactly one theme, once, at its entry (`import '@club/ui/themes/streamer'`).
import './global.css';
import './fonts.css';
import { applyTheme } from './applyTheme';
import { streamerTokens } from './streamerTokens';

applyTheme(streamerTokens);
