import { PassThrough } from 'node:stream';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { compressPageStream, isCompressiblePage, negotiatePageEncoding } from './compression';

describe('negotiatePageEncoding', () => {
  it('should prefer brotli when the browser takes it', () => {
    expect(negotiatePageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiatePageEncoding('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe('br');
  });

  it('should fall back to gzip without brotli, and send the page as it is without either', () => {
    expect(negotiatePageEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiatePageEncoding('x-gzip')).toBe('gzip');
    expect(negotiatePageEncoding('deflate')).toBe('identity');
    expect(negotiatePageEncoding('identity')).toBe('identity');
    expect(negotiatePageEncoding('')).toBe('identity');
    expect(negotiatePageEncoding(undefined)).toBe('identity');
  });

  it('should respect a coding refused with q=0, and the weights the browser gives', () => {
    expect(negotiatePageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiatePageEncoding('br; q=0.5, gzip; q=0.9')).toBe('gzip');
    expect(negotiatePageEncoding('gzip;q=0, br;q=0')).toBe('identity');
  });

  it('should read * as any coding not named', () => {
    expect(negotiatePageEncoding('*')).toBe('br');
    expect(negotiatePageEncoding('br;q=0, *')).toBe('gzip');
  });
});

describe('isCompressiblePage', () => {
  it('should compress HTML only, and never twice', () => {
    expect(isCompressiblePage('text/html; charset=utf-8', undefined)).toBe(true);
    expect(isCompressiblePage('text/html; charset=utf-8', 'br')).toBe(false);
    expect(isCompressiblePage('application/json', undefined)).toBe(false);
    expect(isCompressiblePage('text/event-stream', undefined)).toBe(false);
    expect(isCompressiblePage(undefined, undefined)).toBe(false);
  });
});

/**
 * Everything a compressed stream decodes to so far, without its end: the decompressor flushes what it
 * has instead of asking for the rest.
 */
const decodeSoFar = {
  br: (input: Buffer) => brotliDecompressSync(input, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString('utf8'),
  gzip: (input: Buffer) => gunzipSync(input, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8'),
} as const;

// zlib works on its own threads: tests wait for what it sends, bounded only against a hang (never a guess
// at how fast a busy machine compresses).
const untilHang = { timeout: 15_000, interval: 5 };

describe('compressPageStream', () => {
  for (const [encoding, decompress] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    describe(`with ${encoding}`, () => {
      it('should send what the render has written so far before the render ends, so the head arrives early', async () => {
        const render = new PassThrough();
        const compressed = compressPageStream(render, encoding);
        const out: Buffer[] = [];
        compressed.on('data', (part: Buffer) => out.push(part));
        render.write('<!doctype html><html><head><link rel="stylesheet" href="/assets/style.css"></head>');

        // The render has not ended, and yet the head arrives, whole, to decode.
        await vi.waitFor(
          () =>
            expect(decodeSoFar[encoding](Buffer.concat(out))).toBe(
              '<!doctype html><html><head><link rel="stylesheet" href="/assets/style.css"></head>',
            ),
          untilHang,
        );
        render.end('<body><main>The rest</main></body></html>');
        await new Promise((resolve) => compressed.on('end', resolve));
        expect(decompress(Buffer.concat(out)).toString('utf8')).toBe(
          '<!doctype html><html><head><link rel="stylesheet" href="/assets/style.css"></head><body><main>The rest</main></body></html>',
        );
      });

      it('should stop the render when the visitor goes', async () => {
        const render = new PassThrough();
        const compressed = compressPageStream(render, encoding);
        compressed.resume();
        render.write('<!doctype html>');
        compressed.destroy();
        await vi.waitFor(() => expect(render.destroyed).toBe(true), untilHang);
      });
    });
  }
});
