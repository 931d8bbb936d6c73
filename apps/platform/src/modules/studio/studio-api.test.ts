import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../testing/app';
import { studioOrigin } from './testing';

/**
 * What every studio module shares through its one parent (studio-api.ts), checked on every operation the
 * OpenAPI document lists under /api/studio: a module added later cannot forget it.
 */
describe('the studio api, every module of it', () => {
  const platform = suiteTestApp('sqlite', { config: { siteOrigins: [studioOrigin] } });

  it('should answer no-store and read no plain-text body on every operation, signed out or not', async () => {
    const document = (await platform.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/studio/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })));
    const modules = new Set(operations.map(({ url }) => url.split('/')[3]));
    for (const module of ['session', 'articles', 'pages', 'matchday', 'vouchers', 'promos', 'packages', 'fans', 'staff', 'clubtv', 'audit']) {
      expect(modules, module).toContain(module);
    }

    const seen: string[] = [];
    for (const { method, url } of operations) {
      if (method === 'GET') {
        const answer = await platform.app.inject({ method: 'GET', url, headers: { origin: studioOrigin } });
        seen.push(`${method} ${url} ${answer.statusCode} ${String(answer.headers['cache-control'])}`);
        // Signed out: refused (or its path refused first, e.g. a voucher code too short), never answered.
        expect([400, 401], url).toContain(answer.statusCode);
      } else {
        const answer = await platform.app.inject({ method: method as 'POST' | 'PUT' | 'DELETE' | 'PATCH', url, headers: { origin: studioOrigin, 'content-type': 'text/plain' }, payload: '{}' });
        seen.push(`${method} ${url} ${answer.statusCode} ${String(answer.headers['cache-control'])}`);
        // An image upload checks the caller's role before it reads a byte (issue 28), so a visitor is refused
        // as such; every other write refuses the plain-text body first.
        expect(answer.statusCode, `${method} ${url}`).toBe(url === '/api/studio/images' ? 401 : 415);
      }
    }
    expect(seen.filter((line) => !line.endsWith(' no-store'))).toEqual([]);
  });
});
