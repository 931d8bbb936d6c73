// @vitest-environment node
import { bundleForBrowser } from '@tooling/testing';
import { describe, expect, it } from 'vitest';

// Every page that shows a match loads this package. The live stream's messages are built by the platform
// as `LiveMatchUpdate`, so the feed checks only their envelope: zod (about 25 KB gzip, and an eval probe
// the pages' Content-Security-Policy reports) must not come with it. As api-client's browserBundle test.

const index = new URL('./index.ts', import.meta.url).pathname;

const bundle = (source: string) =>
  bundleForBrowser(source, { root: new URL('..', import.meta.url).pathname, external: [/^react($|\/)/, /^react-dom($|\/)/] });

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
