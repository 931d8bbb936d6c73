/** The local fonts each web font has a metric-matched fallback face for (fonts.css.ts), in stack order. */
const fallbackFonts = ['Arial', 'Roboto', 'DejaVu'] as const;

/** The family name of a web font's fallback face on one local font: 'Oswald Fallback Arial'. */
export const fallbackFamily = (family: string, local: string) => `${family} Fallback ${local}`;

/** A web font, then its metric-matched fallbacks, then the generic stack for a browser that ignores them. */
export const fontStack = (family: string, generic: string) =>
  [`'${family}'`, ...fallbackFonts.map((local) => `'${fallbackFamily(family, local)}'`), generic].join(', ');
