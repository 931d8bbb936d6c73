import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress';

describe('precompressAssets', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should write brotli and gzip twins that decode to the file, for text assets that compression makes smaller', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = `export const words = ${JSON.stringify('the club '.repeat(400))};\n`;
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'a{color:red}');
    // A small chunk, as Rolldown's runtime or a card's is: still worth compressing.
    const small = `export function card(title){return ${JSON.stringify('<article class="card">'.repeat(20))}+title}\n`;
    writeFileSync(join(dir, 'small.js'), small);
    writeFileSync(join(dir, 'crest.png'), Buffer.alloc(4096, 7));

    const done = await precompressAssets(dir, ['app.js', 'small.js', 'tiny.css', 'crest.png', 'missing.js']);

    expect(done).toEqual(['app.js', 'small.js']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'small.js.br'))).toString()).toBe(small);
    expect(readFileSync(join(dir, 'small.js.br')).length).toBeLessThan(small.length / 2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'app.js.br')).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'crest.png.gz'))).toBe(false);
  });
});
