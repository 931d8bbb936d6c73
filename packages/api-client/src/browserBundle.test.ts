// @vitest-environment node
import { bundleForBrowser } from '@tooling/testing';
import { describe, expect, it } from 'vitest';
import * as api from './index';

// The sites import this package in the browser, where the zod schemas would cost every page about
// 23 KB gzip for checks the platform already makes when it serializes each answer. This bundles
// everything a browser may take from the package (every export not named `…Schema`) the way an app
// would and fails if zod comes with it: a list or limit a page needs belongs in a `*.constants.ts`
// module, not beside the schemas.

const index = new URL('./index.ts', import.meta.url).pathname;
const browserExports = Object.keys(api).filter((name) => !name.endsWith('Schema'));

const bundle = (source: string) => bundleForBrowser(source, { root: new URL('..', import.meta.url).pathname });

describe('the browser bundle of @club/api-client', () => {
  it('should have exports for the browser to check', () => {
    expect(browserExports).toContain('createApiClient');
    expect(browserExports).toContain('newsCategorySlugs');
  });

  it('should not contain zod', async () => {
    const code = await bundle(
      `import { ${browserExports.join(', ')} } from ${JSON.stringify(index)};\n` +
        `console.log(${browserExports.join(', ')});\n`,
    );
    expect(code).toContain('createApiClient');
    expect(code).not.toMatch(/ZodError|_zod|\$ZodType/);
  }, 60_000);

  it('should contain zod when a schema is imported (so the check above can fail)', async () => {
    const code = await bundle(
      `import { newsListResponseSchema } from ${JSON.stringify(index)};\nconsole.log(newsListResponseSchema);\n`,
    );
    expect(code).toMatch(/ZodError|_zod|\$ZodType/);
  }, 60_000);
});
