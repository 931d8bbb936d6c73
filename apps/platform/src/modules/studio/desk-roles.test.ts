import { staffRoles, studioDesks, type StudioDesk } from '@club/api-client';
import { createManualClock } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/clock';
import { startTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';
import { cookieOf, demoPassword } from '../payments/testing';

const studioOrigin = 'http://127.0.0.1:3002';

/** One read of each desk: what its first page asks the platform for. */
const deskReads: Record<StudioDesk, string> = {
  newsroom: '/api/studio/articles',
  pages: '/api/studio/pages',
  matchday: '/api/studio/matchday/console',
  clubTv: '/api/studio/clubtv/videos',
  commercial: '/api/studio/promos',
  fans: '/api/studio/fans?email=fan%40example.com',
  staff: '/api/studio/staff',
  audit: '/api/studio/audit',
};

/**
 * The roles of each desk are declared once (`studioDesks` in `@club/api-client`): the studio shows a desk
 * to those roles, and here the platform lets exactly those roles in (every demo staff account holds one role).
 */
describe.each(testDialects)("the studio desks' roles on $dialect", ({ dialect }) => {
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    const started = await startTestApp(dialect, { config: { siteOrigins: [studioOrigin] }, dependencies: { clock: createManualClock(Date.parse(TEST_NOW)) } });
    app = started.app;
    return started.close;
  });

  beforeAll(async () => {
    for (const role of staffRoles) {
      const response = await app.inject({ method: 'POST', url: '/api/identity/authenticate', payload: { username: `${role}@example.com`, password: demoPassword } });
      expect(response.statusCode, response.body).toBe(200);
      cookies[role] = cookieOf(response);
    }
  });

  const cases = (Object.keys(deskReads) as StudioDesk[]).flatMap((desk) => staffRoles.map((role) => ({ desk, role })));

  it.each(cases)('should let $role into the $desk desk only when the desk declares the role', async ({ desk, role }) => {
    const response = await app.inject({ method: 'GET', url: deskReads[desk], headers: { origin: studioOrigin, cookie: cookies[role]! } });
    const declared = (studioDesks[desk].roles as readonly string[]).includes(role);
    if (declared) {
      expect(response.statusCode, response.body).toBe(200);
    } else {
      expect(response.statusCode, response.body).toBe(403);
    }
  });
});
