// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

// Every page that shows a match loads this package. The live stream's messages are built by the platform
// as `LiveMatchUpdate`, so the feed checks only their envelope: zod (about 25 KB gzip, and an eval probe
// the pages' Content-Security-Policy reports) must not come with it. As api-client's browserBundle test.

const index = new URL('./index.ts', import.meta.url).pathname;

async function bundle(source: string): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'live-bundle-'));
  const entry = join(directory, 'entry.ts');
  writeFileSync(entry, source);
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: new URL('..', import.meta.url).pathname,
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs
      .flatMap((output) => output.output)
      .map((file) => ('code' in file ? file.code : ''))
      .join('\n');
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe('the browser bundle of @club/live', () => {
  it('should not contain zod', async () => {
    const code = await bundle(
      `import { createLiveFeed, useLiveMatch, useLiveMatches, useLiveAnnouncement, matchClockLabel } from ${JSON.stringify(index)};\n` +
        'console.log(createLiveFeed, useLiveMatch, useLiveMatches, useLiveAnnouncement, matchClockLabel);\n',
    );
    expect(code).toContain('createLiveFeed');
    expect(code).not.toMatch(/ZodError|_zod|\$ZodType/);
  }, 60_000);
});
