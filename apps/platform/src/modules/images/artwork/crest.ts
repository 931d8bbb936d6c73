import { type Palette, escapeXml, fontFamily, hash, svg } from './svg';

export interface CrestInput {
  slug: string;
  name: string;
  colours: Palette;
  initials: string;
  emblem: 'anchor' | 'star' | 'ball' | null;
  founded?: number;
}

const size = 800;
const shield = 'M110,70 H690 V360 C690,575 545,700 400,770 C255,700 110,575 110,360 Z';
const patterns = ['stripes', 'hoops', 'halves', 'chevron', 'sash'] as const;

function fieldPattern(pattern: (typeof patterns)[number], colours: Palette): string {
  const { primary, secondary } = colours;
  switch (pattern) {
    case 'stripes': {
      let out = `<rect width="${size}" height="${size}" fill="${primary}"/>`;
      for (let x = 110 + 58; x < 690; x += 116) out += `<rect x="${x}" y="0" width="58" height="${size}" fill="${secondary}"/>`;
      return out;
    }
    case 'hoops': {
      let out = `<rect width="${size}" height="${size}" fill="${primary}"/>`;
      for (let y = 130; y < size; y += 120) out += `<rect x="0" y="${y}" width="${size}" height="60" fill="${secondary}"/>`;
      return out;
    }
    case 'halves':
      return `<rect width="${size}" height="${size}" fill="${primary}"/><rect x="400" width="400" height="${size}" fill="${secondary}"/>`;
    case 'chevron':
      return `<rect width="${size}" height="${size}" fill="${primary}"/><path d="M110,520 L400,330 L690,520 L690,620 L400,430 L110,620 Z" fill="${secondary}"/>`;
    case 'sash':
      return `<rect width="${size}" height="${size}" fill="${primary}"/><path d="M110,150 L190,70 L690,570 L690,730 Z" fill="${secondary}"/>`;
    default:
      return pattern satisfies never;
  }
}

function emblemPath(emblem: NonNullable<CrestInput['emblem']>, colour: string): string {
  switch (emblem) {
    case 'anchor':
      return `<g fill="none" stroke="${colour}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round">
        <circle cx="400" cy="250" r="30"/>
        <line x1="400" y1="280" x2="400" y2="540"/>
        <line x1="330" y1="330" x2="470" y2="330"/>
        <path d="M285,455 C295,525 345,560 400,560 C455,560 505,525 515,455"/>
      </g>
      <path d="M258,470 L285,420 L318,468 Z M542,470 L515,420 L482,468 Z" fill="${colour}" stroke="${colour}" stroke-width="10" stroke-linejoin="round"/>`;
    case 'star':
      return `<path d="M400,225 L440,335 L555,338 L465,408 L497,520 L400,455 L303,520 L335,408 L245,338 L360,335 Z" fill="${colour}"/>`;
    case 'ball':
      return `<circle cx="400" cy="380" r="125" fill="#ffffff" stroke="${colour}" stroke-width="14"/>
        <path d="M400,325 L452,363 L432,424 L368,424 L348,363 Z" fill="${colour}"/>
        <g stroke="${colour}" stroke-width="10"><line x1="400" y1="325" x2="400" y2="258"/><line x1="452" y1="363" x2="517" y2="342"/><line x1="432" y1="424" x2="472" y2="480"/><line x1="368" y1="424" x2="328" y2="480"/><line x1="348" y1="363" x2="283" y2="342"/></g>`;
    default:
      return emblem satisfies never;
  }
}

/** A shield in the club's colours: a field pattern, a roundel with its emblem or initials, a name band. */
export function crestSvg(input: CrestInput): Buffer {
  const { colours } = input;
  const pattern = input.emblem === 'anchor' ? 'stripes' : (patterns[hash(input.slug) % patterns.length] ?? 'stripes');
  const roundel = input.emblem
    ? emblemPath(input.emblem, colours.accent)
    : `<text x="400" y="${input.initials.length > 2 ? 428 : 440}" font-family="${fontFamily}" font-size="${input.initials.length > 2 ? 112 : 140}" font-weight="700" fill="${colours.accent === colours.dark ? '#ffffff' : colours.accent}" text-anchor="middle">${escapeXml(input.initials)}</text>`;
  const bandText = input.founded ? `EST ${input.founded}` : (input.name.split(' ')[0]?.toUpperCase() ?? '');
  return svg(
    size,
    size,
    `<defs><clipPath id="shield"><path d="${shield}"/></clipPath></defs>
    <g clip-path="url(#shield)">${fieldPattern(pattern, colours)}</g>
    <circle cx="400" cy="390" r="190" fill="${colours.dark}" stroke="${colours.accent}" stroke-width="14"/>
    ${roundel}
    <path d="M150,585 H650 L630,650 H170 Z" fill="${colours.dark}" stroke="${colours.accent}" stroke-width="8" stroke-linejoin="round"/>
    <text x="400" y="635" font-family="${fontFamily}" font-size="${bandText.length > 9 ? 38 : 46}" font-weight="700" fill="#ffffff" text-anchor="middle" letter-spacing="4">${escapeXml(bandText)}</text>
    <path d="${shield}" fill="none" stroke="${colours.dark}" stroke-width="22" stroke-linejoin="round"/>
    <path d="${shield}" fill="none" stroke="${colours.accent}" stroke-width="6" stroke-linejoin="round" transform="translate(400 400) scale(0.955) translate(-400 -400)"/>`,
  );
}
