/** Small helpers for the SVG the artwork is drawn in; sharp (librsvg) rasterises it. */

export const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );
}

/** FNV-1a: a stable number from a string, so the same key always draws the same picture. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  dark: string;
}

// Kits for clubs without colours of their own in club.json: picked by a hash of their slug.
const kits: readonly Palette[] = [
  { primary: '#c8102e', secondary: '#ffffff', accent: '#111111', dark: '#5a0714' },
  { primary: '#006a4e', secondary: '#ffffff', accent: '#f4c300', dark: '#00301f' },
  { primary: '#f28c00', secondary: '#111111', accent: '#ffffff', dark: '#5c3400' },
  { primary: '#6a1b9a', secondary: '#ffffff', accent: '#ffd54f', dark: '#2e0b45' },
  { primary: '#111111', secondary: '#ffffff', accent: '#d4af37', dark: '#000000' },
  { primary: '#7b1e3a', secondary: '#8ecae6', accent: '#ffffff', dark: '#3b0c1b' },
  { primary: '#ffd100', secondary: '#00205b', accent: '#00205b', dark: '#00205b' },
  { primary: '#00843d', secondary: '#ffd100', accent: '#ffffff', dark: '#003d1c' },
  { primary: '#d71920', secondary: '#111111', accent: '#ffffff', dark: '#4d0709' },
  { primary: '#5c9bd5', secondary: '#ffffff', accent: '#0b1f3a', dark: '#0b1f3a' },
];

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function onColour(background: string): string {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(background.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.18 ? '#111111' : '#ffffff';
}

export const kitFor = (slug: string): Palette => kits[hash(slug) % kits.length] as Palette;

const acronyms = new Set(['tv', 'fc', 'fa', 'afc', 'u18', 'u21', 'u23', 'vs', 'uk', 'faq']);

/** 'featured-club-tv' → 'Featured Club TV': words for a title drawn from a key. */
export function humanise(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => (acronyms.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export function initials(name: string, max = 3): string {
  return name
    .replace(/\bFC\b|\bAFC\b/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, max)
    .join('');
}

/** Greedy line wrap by an estimate of glyph width (bold sans ≈ 0.6 em), at most `maxLines` lines. */
export function wrap(text: string, fontSize: number, width: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(width / (fontSize * 0.6)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').replace(/[\s,.;:]+$/, '')}…`;
  return kept;
}

/** Lines of text as <text> with <tspan>s, the first baseline at y. */
export function textBlock(
  lines: readonly string[],
  options: { x: number; y: number; size: number; fill: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; lineHeight?: number; spacing?: number },
): string {
  const { x, y, size, fill, weight = 700, anchor = 'start', lineHeight = 1.12, spacing = 0 } = options;
  const spans = lines
    .map((line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : Math.round(size * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text x="${x}" y="${y}" font-family="${fontFamily}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}">${spans}</text>`;
}

/** Touch-lines of a pitch seen from above, faint, as a motif behind artwork. */
export function pitchLines(width: number, height: number, stroke: string, opacity: number): string {
  const inset = Math.round(height * 0.08);
  const midX = width / 2;
  const midY = height / 2;
  const circle = Math.round(height * 0.17);
  const boxW = Math.round(width * 0.14);
  const boxH = Math.round(height * 0.5);
  const sixW = Math.round(width * 0.05);
  const sixH = Math.round(height * 0.24);
  const w = Math.round(height * 0.008) + 2;
  return `<g fill="none" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="${w}">
    <rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}"/>
    <line x1="${midX}" y1="${inset}" x2="${midX}" y2="${height - inset}"/>
    <circle cx="${midX}" cy="${midY}" r="${circle}"/>
    <rect x="${inset}" y="${midY - boxH / 2}" width="${boxW}" height="${boxH}"/>
    <rect x="${width - inset - boxW}" y="${midY - boxH / 2}" width="${boxW}" height="${boxH}"/>
    <rect x="${inset}" y="${midY - sixH / 2}" width="${sixW}" height="${sixH}"/>
    <rect x="${width - inset - sixW}" y="${midY - sixH / 2}" width="${sixW}" height="${sixH}"/>
  </g><circle cx="${midX}" cy="${midY}" r="${w * 1.6}" fill="${stroke}" fill-opacity="${opacity}"/>`;
}

/** Mown stripes of a pitch: alternating bands, very faint. */
export function mownStripes(width: number, height: number, bands: number, opacity: number): string {
  const bandWidth = width / bands;
  let out = '';
  for (let band = 0; band < bands; band += 2) {
    out += `<rect x="${Math.round(band * bandWidth)}" y="0" width="${Math.ceil(bandWidth)}" height="${height}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }
  return out;
}
