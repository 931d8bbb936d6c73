import { staffRoles, studioDesks, type StudioDesk } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { injectedStudioApp, studioOrigin } from './testing';

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
  const { call } = injectedStudioApp(dialect, { signIn: [...staffRoles], siteOrigins: [studioOrigin] });

  const cases = (Object.keys(deskReads) as StudioDesk[]).flatMap((desk) => staffRoles.map((role) => ({ desk, role })));

  it.each(cases)('should let $role into the $desk desk only when the desk declares the role', async ({ desk, role }) => {
    const response = await call('GET', deskReads[desk], role);
    const declared = (studioDesks[desk].roles as readonly string[]).includes(role);
    if (declared) {
      expect(response.statusCode, response.body).toBe(200);
    } else {
      expect(response.statusCode, response.body).toBe(403);
    }
  });
});
