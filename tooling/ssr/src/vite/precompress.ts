import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this a compressed twin saves less than its extra header costs. */
const minimumBytes = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside each compressible built file,
 * when compression makes it smaller. Returns the files it compressed.
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
    if (br.length < source.length) await writeFile(`${path}.br`, br);
    if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
    done.push(file);
  }
  return done;
}
