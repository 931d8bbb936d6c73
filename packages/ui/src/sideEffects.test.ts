// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

// package.json's `sideEffects` promises bundlers that only stylesheets have side effects, so an app
// that imports one component from the index gets that component and nothing else. This builds such
// an app in memory and checks the promise holds: no other component's code or CSS, no heavy library.

const index = new URL('./index.ts', import.meta.url).pathname;

async function bundle(source: string): Promise<{ js: string; css: string }> {
  const directory = mkdtempSync(join(tmpdir(), 'ui-side-effects-'));
  const entry = join(directory, 'entry.ts');
  writeFileSync(entry, source);
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      configFile: false,
      logLevel: 'silent',
      root: new URL('..', import.meta.url).pathname,
      plugins: [vanillaExtractPlugin()],
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rolldownOptions: { external: [/^react/] },
      },
    });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((output) => output.output);
  const text = (kind: 'js' | 'css') =>
    files
      .filter((file) => file.fileName.endsWith(`.${kind}`))
      .map((file) => (file.type === 'chunk' ? file.code : String(file.source)))
      .join('\n');
  return { js: text('js'), css: text('css') };
}

describe('sideEffects', () => {
  it('should give an app that imports only Button no other component, stylesheet or library', async () => {
    const { js, css } = await bundle(`import { Button } from '${index}'; export { Button };`);
    expect(js).toContain('function Button');
    for (const name of ['function Modal', 'function RichText', 'function Pagination', 'function MatchCard', 'function Tabs', 'function Carousel']) {
      expect(js).not.toContain(name);
    }
    // The heavy dependencies stay with the components that need them.
    expect(js).not.toMatch(/DOMPurify|createFocusTrap|formatInTimeZone|EmblaCarousel/);
    // Vanilla-extract class names carry their file name in dev; in a build they are hashes, so check
    // the size instead: Button, Icon and VisuallyHidden come to a few kilobytes, the whole system to far more.
    expect(css.length).toBeLessThan(6000);
  }, 60_000);
});
