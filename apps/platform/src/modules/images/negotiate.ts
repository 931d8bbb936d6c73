export const outputFormats = ['avif', 'webp', 'jpeg', 'png'] as const;
export type OutputFormat = (typeof outputFormats)[number];

export const contentTypes: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Media types the Accept header allows (q > 0), lowercased, parameters dropped. */
function accepted(accept: string | undefined): Set<string> {
  const types = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (type && !(q && Number(q.slice(2)) === 0)) types.add(type);
  }
  return types;
}

/**
 * AVIF when the browser says it decodes it (smallest), else WebP, else the classic format: PNG for a
 * source with transparency (crests, sponsor logos), JPEG for everything else. A wildcard does not count:
 * every browser sends image/* and not every one decodes AVIF.
 */
export function negotiateFormat(accept: string | undefined, sourceHasAlpha: boolean): OutputFormat {
  const types = accepted(accept);
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return sourceHasAlpha ? 'png' : 'jpeg';
}
