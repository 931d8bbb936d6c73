import { apiErrorSchema, studioAuditResponseSchema, studioConflictSchema, studioPromoSchema, studioPromosResponseSchema } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { type Who, newPromo, studioTestApp } from './testing';

/** Every route a collection gets from `registerCollection`, as the studio API documents it. */
const collections = [
  { path: '/api/studio/promos', item: '/api/studio/promos/{promoID}', subject: 'Promo', plural: 'Promos', creates: true, deletes: false },
  { path: '/api/studio/adverts', item: '/api/studio/adverts/{advertID}', subject: 'Advert', plural: 'Adverts', creates: true, deletes: true },
  { path: '/api/studio/sponsors', item: '/api/studio/sponsors/{sponsorID}', subject: 'Sponsor', plural: 'Sponsors', creates: true, deletes: true },
  { path: '/api/studio/packages', item: '/api/studio/packages/{packageId}', subject: 'Package', plural: 'Packages', creates: false, deletes: false },
];

describe.each(testDialects)('the studio collection routes (registerCollection) on $dialect', ({ dialect }) => {
  const studio = studioTestApp(dialect, { signIn: ['commercial', 'admin', 'editor', 'fan'] });
  const { call } = studio;

  it('should keep each collection’s addresses and operation ids', async () => {
    const document = (await studio.read('/api/docs/json')).body as { paths: Record<string, Record<string, { operationId?: string }>> };
    for (const collection of collections) {
      expect(document.paths[collection.path]?.get?.operationId).toBe(`listStudio${collection.plural}`);
      expect(document.paths[collection.path]?.post?.operationId).toBe(collection.creates ? `createStudio${collection.subject}` : undefined);
      expect(document.paths[collection.item]?.get?.operationId).toBe(`getStudio${collection.subject}`);
      expect(document.paths[collection.item]?.put?.operationId).toBe(`updateStudio${collection.subject}`);
      expect(document.paths[`${collection.item}/delete`]?.post?.operationId).toBe(collection.deletes ? `deleteStudio${collection.subject}` : undefined);
    }
  });

  it('should open every route to the desk’s roles only: 401 for a visitor, 403 in words for a fan and an editor', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/studio/promos'],
      ['POST', '/api/studio/promos', newPromo()],
      ['GET', '/api/studio/promos/1'],
      ['PUT', '/api/studio/promos/1', { ...newPromo(), version: 1 }],
      ['POST', '/api/studio/adverts/1/delete', { version: 1 }],
      ['POST', '/api/studio/sponsors/101/delete', { version: 1 }],
      ['GET', '/api/studio/packages'],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      for (const who of ['fan', 'editor'] satisfies Who[]) {
        const refused = await call(method, path, who, body);
        expect(refused.status, `${method} ${path} as ${who}`).toBe(403);
        expect(apiErrorSchema.parse(refused.body).message).toMatch(/not part of your staff role|not a staff account|staff/);
      }
    }
    expect((await call('GET', '/api/studio/promos', 'commercial')).status).toBe(200);
    expect((await call('GET', '/api/studio/promos/1', 'admin')).status).toBe(200);
  });

  it('should refuse a body or an address that fails the schema with 400 in words, and write nothing', async () => {
    const before = studioPromosResponseSchema.parse((await call('GET', '/api/studio/promos', 'commercial')).body).total;
    const bad = await call('POST', '/api/studio/promos', 'commercial', { ...newPromo(), url: 'javascript:alert(1)', endDateTime: newPromo().startDateTime });
    expect(bad.status).toBe(400);
    const details = JSON.stringify(apiErrorSchema.parse(bad.body).details);
    expect(details).toMatch(/The end must come after the start/);
    expect(details).toMatch(/path on the club site/);
    expect((await call('PUT', '/api/studio/promos/1', 'commercial', newPromo())).status).toBe(400);
    expect((await call('GET', '/api/studio/promos/first', 'commercial')).status).toBe(400);
    expect(studioPromosResponseSchema.parse((await call('GET', '/api/studio/promos', 'commercial')).body).total).toBe(before);
    expect((await call('GET', '/api/studio/promos/999999', 'commercial')).status).toBe(404);
  });

  it('should create (201), save against the version (200) and refuse a stale version (409) naming who saved, each write audited', async () => {
    const created = await call('POST', '/api/studio/promos', 'commercial', newPromo());
    expect(created.status).toBe(201);
    const promo = studioPromoSchema.parse(created.body);
    expect(promo).toMatchObject({ origin: 'studio', version: 1, updatedByEmail: 'commercial@example.com', status: 'running' });

    const saved = await call('PUT', `/api/studio/promos/${promo.promoID}`, 'admin', { ...newPromo(), imageAltText: 'Cup final offer: last few days', version: 1 });
    expect(saved.status).toBe(200);
    expect(studioPromoSchema.parse(saved.body)).toMatchObject({ version: 2, imageAltText: 'Cup final offer: last few days', updatedByEmail: 'admin@example.com' });

    const stale = await call('PUT', `/api/studio/promos/${promo.promoID}`, 'commercial', { ...newPromo(), enabled: false, version: 1 });
    expect(stale.status).toBe(409);
    expect(studioConflictSchema.parse(stale.body)).toMatchObject({ code: 'versionConflict', updatedBy: 'admin@example.com', version: 2 });
    expect(studioPromoSchema.parse((await call('GET', `/api/studio/promos/${promo.promoID}`, 'commercial')).body)).toMatchObject({ version: 2, enabled: true });

    const audit = studioAuditResponseSchema.parse((await call('GET', `/api/studio/audit?entity=promo&entityId=${promo.promoID}`, 'admin')).body);
    expect(audit.items.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['promo.update', 'admin@example.com'],
      ['promo.create', 'commercial@example.com'],
    ]);
  });

  it('should delete with the version it was opened at: 409 when stale, then gone (404)', async () => {
    const stale = await call('POST', '/api/studio/adverts/1/delete', 'commercial', { version: 99 });
    expect(stale.status).toBe(409);
    expect(studioConflictSchema.parse(stale.body).code).toBe('versionConflict');
    expect((await call('POST', '/api/studio/adverts/1/delete', 'commercial', { version: 0 })).status).toBe(400);
    const gone = await call('POST', '/api/studio/adverts/1/delete', 'commercial', { version: 1 });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ deleted: true });
    expect((await call('GET', '/api/studio/adverts/1', 'commercial')).status).toBe(404);
    const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=advert&entityId=1', 'admin')).body);
    expect(audit.items.map((entry) => entry.action)).toEqual(['advert.delete']);
  });
});
