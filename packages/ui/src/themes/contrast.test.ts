import { describe, expect, it } from 'vitest';
import { clubTokens } from './clubTokens';
import { streamerTokens } from './streamerTokens';
import type { ColorTokens } from './tokens';

// WCAG 2.2 relative luminance and contrast ratio, for #RRGGBB values.
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Blends `top` at `alpha` over `bottom`, as the translucent header lies over a page.
function blend(top: string, bottom: string, alpha: number): string {
  const channels = (hex: string) => [0, 8, 16].map((shift) => (Number.parseInt(hex.slice(1), 16) >> (16 - shift)) & 0xff);
  const mixed = channels(top).map((t, i) => Math.round(t * alpha + (channels(bottom)[i] ?? 0) * (1 - alpha)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

type Pair = [foreground: keyof ColorTokens, background: keyof ColorTokens];

// Text and the surfaces it sits on, including the remapped names inside dark chrome (styles/inverse.ts).
const textPairs: Pair[] = [
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textBrand', 'surface'],
  ['textBrand', 'surfaceRaised'],
  ['link', 'surface'],
  ['link', 'surfaceRaised'],
  ['critical', 'surface'],
  ['critical', 'surfaceRaised'],
  ['positive', 'surface'],
  ['positive', 'surfaceRaised'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandStrong'],
  ['onAccent', 'accent'],
  ['textInverse', 'surfaceInverse'],
  ['textMutedInverse', 'surfaceInverse'],
  ['linkInverse', 'surfaceInverse'],
  ['accent', 'surfaceInverse'],
  ['textInverse', 'brand'],
  ['textMutedInverse', 'brand'],
  ['linkInverse', 'brand'],
];

// Focus rings against whatever is around them, and the outlines of ghost buttons (WCAG 1.4.11).
const nonTextPairs: Pair[] = [
  ['focus', 'surface'],
  ['focus', 'surfaceRaised'],
  ['focusInverse', 'surfaceInverse'],
  ['focusInverse', 'brand'],
  ['textBrand', 'surface'],
  ['onBrand', 'surfaceInverse'],
];

describe.each([
  ['club', clubTokens.color],
  ['streamer', streamerTokens.color],
] as const)('the %s theme', (_name, color) => {
  it.each(textPairs)('should give %s on %s a contrast of at least 4.5:1', (foreground, background) => {
    expect(contrastRatio(color[foreground], color[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('should give %s against %s a contrast of at least 3:1', (foreground, background) => {
    expect(contrastRatio(color[foreground], color[background])).toBeGreaterThanOrEqual(3);
  });

  it('should keep header text legible with the transparent header over a white page', () => {
    const worstCase = blend(color.surfaceInverse, '#FFFFFF', 0.78);
    expect(contrastRatio(color.textInverse, worstCase)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.focusInverse, worstCase)).toBeGreaterThanOrEqual(3);
  });

  it('should write every colour as #RRGGBB so it can be checked', () => {
    for (const value of Object.values(color)) expect(value).toMatch(/^#[0-9A-F]{6}$/i);
  });
});

describe('contrastRatio', () => {
  it('should match the WCAG extremes', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
