import { type Palette, fontFamily, svg } from './svg';

export interface PortraitInput {
  shirtNumber: number;
  colours: Palette;
}

const width = 1000;
const height = 1200;

/**
 * A studio head-and-shoulders silhouette in the home shirt, the number on the chest. No name strip: the
 * squad card and the profile print the name and number themselves, over and under the picture, and a
 * strip drawn into the image was cropped and painted over by them (issue 14). The top is shaded, so the
 * number the card prints there in the accent colour reads clearly.
 */
export function portraitSvg(input: PortraitInput): Buffer {
  const { colours } = input;
  const shirt = `M120,1200 C120,1010 190,905 330,860 L420,830 C450,880 550,880 580,830 L670,860 C810,905 880,1010 880,1200 Z`;
  let stripes = '';
  for (let x = 150; x < 880; x += 110) stripes += `<rect x="${x}" y="820" width="55" height="400" fill="${colours.secondary}"/>`;
  return svg(
    width,
    height,
    `<defs>
      <radialGradient id="backdrop" cx="50%" cy="38%" r="75%">
        <stop offset="0" stop-color="#e9eef6"/><stop offset="0.65" stop-color="#b8c4d6"/><stop offset="1" stop-color="#7f8ea6"/>
      </radialGradient>
      <linearGradient id="skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a3142"/><stop offset="1" stop-color="#161b26"/></linearGradient>
      <clipPath id="shirt"><path d="${shirt}"/></clipPath>
      <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${colours.dark}" stop-opacity="0.85"/><stop offset="1" stop-color="${colours.dark}" stop-opacity="0"/>
      </linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#backdrop)"/>
    <rect width="${width}" height="320" fill="url(#shade)"/>
    <circle cx="500" cy="470" r="330" fill="${colours.primary}" fill-opacity="0.12"/>
    <path d="M430,690 L570,690 L585,850 C540,885 460,885 415,850 Z" fill="url(#skin)"/>
    <ellipse cx="500" cy="500" rx="158" ry="190" fill="url(#skin)"/>
    <path d="M342,470 C340,350 410,300 500,300 C590,300 660,350 658,470 C640,400 590,375 500,375 C410,375 360,400 342,470 Z" fill="#0e121a"/>
    <g clip-path="url(#shirt)"><rect width="${width}" height="${height}" fill="${colours.primary}"/>${stripes}</g>
    <path d="M420,830 C450,895 550,895 580,830" fill="none" stroke="${colours.accent}" stroke-width="18"/>
    <path d="${shirt}" fill="none" stroke="${colours.dark}" stroke-opacity="0.35" stroke-width="6"/>
    <rect x="390" y="930" width="220" height="170" rx="22" fill="${colours.dark}" fill-opacity="0.85"/>
    <text x="500" y="1063" font-family="${fontFamily}" font-size="140" font-weight="700" fill="#ffffff" text-anchor="middle">${input.shirtNumber}</text>`,
  );
}
