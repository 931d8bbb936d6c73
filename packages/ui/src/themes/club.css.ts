// The club theme: an app imports exactly one theme, once, at its entry (`import '@club/ui/themes/club'`).
import './global.css';
import './fonts.css';
import { applyTheme } from './applyTheme';
import { clubTokens } from './clubTokens';

applyTheme(clubTokens);
