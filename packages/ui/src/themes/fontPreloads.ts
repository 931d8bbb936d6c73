import oswaldLatinBold from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';

/**
 * The web font a page's first screen sets its headings in: Oswald 700 (latin), 13 KB. A site's head
 * preloads it (issue 13), so it arrives with the HTML instead of after the first layout; the same
 * hashed file the stylesheet's @font-face rule names. Until it does, the metric-matched fallbacks of
 * fonts.css.ts hold the layout still. Body text needs no download: it is the phone's own face
 * (tokens.ts).
 */
export const fontPreloads: readonly string[] = [oswaldLatinBold];
