import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this a compressed twin saves little or nothing. */
const minimumBytes = 256;
/**
 * What a compressed answer costs more than the plain one: its `Content-Encoding` header. A twin is
 * written only when it saves more than that: a 600-byte chunk (Rolldown's runtime, a card) still
 * goes out at about half its size, where the old 1 KB floor sent every such file plain (issue 13:
 * 0.7 KB on the club home's first load).
 */
const headerBytes = 32;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside each compressible built file
 * of at least `minimumBytes`, when compression saves more than its header. Returns the files it compressed.
 */
export async function precompressAssets(outDir: string, files: readonly string[]): Promise<string[]> {
  const done: string[] = [];
  for (const file of files) {
    if (!compressible.test(file)) continue;
    const path = join(outDir, file);
    const source = await readFile(path).catch(() => null);
    if (!source || source.length < minimumBytes) continue;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    if (br.length + headerBytes < source.length) await writeFile(`${path}.br`, br);
    if (gz.length + headerBytes < source.length) await writeFile(`${path}.gz`, gz);
    done.push(file);
  }
  return done;
}
