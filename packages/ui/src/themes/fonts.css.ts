import { createFontStack } from '@capsizecss/core';
import arialMetrics from '@capsizecss/metrics/arial';
import oswaldMetrics from '@capsizecss/metrics/oswald';
import robotoMetrics from '@capsizecss/metrics/roboto';
import { globalFontFace } from '@vanilla-extract/css';
import { fallbackFamily } from './fontStacks';

// Self-hosted from fontsource: no request leaves the club's own origin. Only the latin and latin-ext
// subsets are declared; the site is English and these cover European player names.
const latin =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const latinExt =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

// Bare package paths: Vite resolves url() in the generated stylesheet and emits hashed font files.
const oswald = (subset: string, weight: number) =>
  `url("@fontsource/oswald/files/oswald-${subset}-${weight}-normal.woff2") format("woff2")`;

// `optional`, not `swap` (issue 13): a web font that is not there when the text is first laid out (it
// is preloaded, so on a warm connection it is) is not swapped in later for this page view; the text
// stays in its metric-matched fallback. Metric matching keeps line heights, not line breaks: with the
// condensed Oswald over DejaVu Sans a swap re-wrapped the streamer's hero and moved everything below
// it (CLS 0.11). The next page, with the font cached, uses it from the start.
// Headings use two weights only; each static weight is its own download.
globalFontFace(
  'Oswald',
  [500, 700].flatMap((weight) => [
    { src: oswald('latin-ext', weight), fontWeight: weight, fontStyle: 'normal', fontDisplay: 'optional', unicodeRange: latinExt },
    { src: oswald('latin', weight), fontWeight: weight, fontStyle: 'normal', fontDisplay: 'optional', unicodeRange: latin },
  ]),
);

// Metric-matched fallbacks (issue 13): until a web font arrives, text is set in a local font scaled and
// given the web font's ascent, descent and line gap (size-adjust and the *-override descriptors,
// computed by capsize from each font's metrics), so a line is as tall as in the web font. A phone
// has one of these: Arial (iOS, macOS, Windows), Roboto (Android), DejaVu Sans (Linux); each is its
// own family so a missing one is skipped. The names are the ones `fontStacks` below puts in the theme's stacks.
const dejaVuSans = { familyName: 'DejaVu Sans', ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 };
const localFonts = [
  { name: 'Arial', metrics: arialMetrics, src: "local('Arial'), local('ArialMT')" },
  { name: 'Roboto', metrics: robotoMetrics, src: "local('Roboto'), local('Roboto-Regular')" },
  // Measured from Debian's DejaVuSans.ttf with @capsizecss/unpack (capsize's collection lacks it).
  { name: 'DejaVu', metrics: dejaVuSans, src: "local('DejaVu Sans'), local('DejaVuSans')" },
];
for (const [family, metrics] of [['Oswald', oswaldMetrics]] as const) {
  for (const local of localFonts) {
    const { fontFaces } = createFontStack([metrics, local.metrics], { fontFaceFormat: 'styleObject' });
    const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = fontFaces[0]!['@font-face'];
    // capsize leaves out an override the local font already matches; an undefined one would be written
    // as `line-gap-override:undefined`, a rule the browser drops.
    const overrides = Object.fromEntries(Object.entries({ ascentOverride, descentOverride, lineGapOverride, sizeAdjust }).filter(([, value]) => value !== undefined));
    globalFontFace(fallbackFamily(family, local.name), { src: local.src, ...overrides });
  }
}
