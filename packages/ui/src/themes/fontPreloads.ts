import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import oswaldLatinBold from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';

/**
 * The web fonts a page's first screen sets text in: the body's Inter (latin) and the headings' Oswald
 * 700 (latin). A site's head preloads them (issue 13), so they arrive with the stylesheet instead of
 * after it; the same hashed files the stylesheet's @font-face rules name. Until they do, the
 * metric-matched fallbacks of fonts.css.ts hold the layout still.
 */
export const fontPreloads: readonly string[] = [interLatin, oswaldLatinBold];
