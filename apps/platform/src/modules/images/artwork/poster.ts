import { type Palette, escapeXml, fontFamily, mownStripes, onColour, pitchLines, svg, textBlock, wrap } from './svg';

export interface PosterInput {
  width: number;
  height: number;
  colours: Palette;
  /** Short label in a pill above the title, e.g. 'FIRST TEAM' or 'CLUB TV'. */
  label?: string;
  title?: string;
  /** A play button in the middle (video thumbnails). */
  play?: boolean;
  /** A line at the foot, e.g. the club's name. */
  footer?: string;
}

/**
 * The artwork behind news, videos, promos, menus and placeholders: a pitch seen from above in the club's
 * colours, mown stripes, a diagonal accent band, and the title set large where a card crops least.
 */
export function posterSvg(input: PosterInput): Buffer {
  const { width, height, colours } = input;
  // A banner (4:1) sets its text by its height, bigger than a square would.
  const unit = width / height > 2.5 ? height * 1.8 : Math.min(width, height);
  const length = input.title?.length ?? 0;
  const titleSize = Math.round(Math.min(unit * (length > 60 ? 0.065 : length > 30 ? 0.08 : 0.09), height * 0.2));
  const lines = input.title ? wrap(input.title, titleSize, width * 0.78, width / height > 2.5 ? 2 : 4) : [];
  const blockHeight = lines.length * titleSize * 1.12;
  const titleY = Math.round(height * 0.56 - blockHeight / 2 + titleSize * 0.8);
  const labelSize = Math.round(Math.min(unit * 0.038, height * 0.07));
  const labelWidth = input.label ? Math.round(input.label.length * labelSize * 0.72 + labelSize * 1.6) : 0;
  const labelY = Math.round(titleY - titleSize - labelSize * 1.8);
  const play = input.play
    ? `<circle cx="${width / 2}" cy="${lines.length ? height * 0.2 : height / 2}" r="${unit * 0.09}" fill="${colours.dark}" fill-opacity="0.75" stroke="#ffffff" stroke-width="${unit * 0.012}"/>
       <path d="M${width / 2 - unit * 0.035},${(lines.length ? height * 0.2 : height / 2) - unit * 0.055} l${unit * 0.09},${unit * 0.055} l-${unit * 0.09},${unit * 0.055} Z" fill="#ffffff"/>`
    : '';
  return svg(
    width,
    height,
    `<defs>
      <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${colours.primary}"/><stop offset="1" stop-color="${colours.dark}"/>
      </linearGradient>
      <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0.35" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/>
      </linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#ground)"/>
    ${mownStripes(width, height, 12, 0.035)}
    ${pitchLines(width, height, '#ffffff', 0.16)}
    <path d="M${width * 0.62},0 L${width * 0.74},0 L${width * 0.38},${height} L${width * 0.26},${height} Z" fill="#ffffff" fill-opacity="0.07"/>
    <path d="M${width * 0.77},0 L${width * 0.8},0 L${width * 0.44},${height} L${width * 0.41},${height} Z" fill="${colours.accent}" fill-opacity="0.55"/>
    <rect width="${width}" height="${height}" fill="url(#shade)"/>
    ${play}
    ${input.label && lines.length ? `<rect x="${width / 2 - labelWidth / 2}" y="${labelY - labelSize * 1.15}" width="${labelWidth}" height="${labelSize * 1.6}" rx="${labelSize * 0.8}" fill="${colours.accent}"/>
      <text x="${width / 2}" y="${labelY}" font-family="${fontFamily}" font-size="${labelSize}" font-weight="700" fill="${onColour(colours.accent)}" text-anchor="middle" letter-spacing="${labelSize * 0.12}">${escapeXml(input.label)}</text>` : ''}
    ${lines.length ? textBlock(lines, { x: width / 2, y: titleY, size: titleSize, fill: '#ffffff', anchor: 'middle' }) : ''}
    ${input.footer ? `<text x="${width / 2}" y="${height - unit * 0.06}" font-family="${fontFamily}" font-size="${Math.round(unit * 0.032)}" font-weight="700" fill="#ffffff" fill-opacity="0.8" text-anchor="middle" letter-spacing="${unit * 0.006}">${escapeXml(input.footer.toUpperCase())}</text>` : ''}`,
  );
}

export interface WordmarkInput {
  name: string;
  colours: Palette;
}

/** A sponsor's logo: its name set bold in a rounded badge of its colour, on transparency. */
export function wordmarkSvg(input: WordmarkInput): Buffer {
  const width = 800;
  const height = 400;
  // Capitals run wider than the 0.6 em wrap() assumes: shrink until every line fits 640 by 220 px.
  const name = input.name.toUpperCase();
  let size = 84;
  let lines = wrap(name, size * 1.3, 640, 99);
  while (size > 32 && (Math.max(...lines.map((line) => line.length)) * size * 0.78 > 640 || lines.length * size * 1.05 > 220)) {
    size -= 4;
    lines = wrap(name, size * 1.3, 640, 99);
  }
  const y = Math.round(height / 2 - ((lines.length - 1) * size * 1.05) / 2 + size * 0.36);
  return svg(
    width,
    height,
    `<rect x="20" y="60" width="760" height="280" rx="60" fill="${input.colours.primary}"/>
    <rect x="44" y="84" width="712" height="232" rx="42" fill="none" stroke="${input.colours.secondary}" stroke-opacity="0.6" stroke-width="6"/>
    ${textBlock(lines, { x: 400, y, size, fill: input.colours.secondary, anchor: 'middle', lineHeight: 1.05, spacing: 3 })}`,
  );
}
