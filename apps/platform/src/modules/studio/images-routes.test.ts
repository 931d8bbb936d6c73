import { createHash } from 'node:crypto';
import {
  apiErrorSchema,
  studioAuditResponseSchema,
  studioImageResponseSchema,
  studioImagesPageSize,
  studioImagesResponseSchema,
} from '@club/api-client';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../infra/db/migrate';
import { applySeeds } from '../../infra/db/seeding';
import { testDialects } from '../../testing/databases';
import { identitySeed } from '../identity/seed';
import { type Who, studioOrigin, studioTestApp } from './testing';

const logoSvg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0b3d91"/><circle cx="20" cy="20" r="12" fill="#fff"/></svg>';

/** A PNG of its own colour, so each is a different upload. */
const pngOf = (red: number, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 80, b: 160 } } }).png().toBuffer();

describe.each(testDialects)('studio images on $dialect', ({ dialect }) => {
  const studio = studioTestApp(dialect, {
    signIn: ['editor', 'matchday', 'commercial', 'admin', 'fan'],
    // Only the accounts: the images are the test's own.
    prepare: async ({ db }) => {
      await migrateToLatest(db);
      await applySeeds(db, [identitySeed]);
    },
    media: true,
  });

  /** An upload as the studio sends it: the file's own bytes and type, from the studio's origin. */
  const upload = (who: Who | undefined, body: Buffer | string, type: string, desk?: string) =>
    fetch(`${studio.base}/api/studio/images${desk ? `?desk=${desk}` : ''}`, {
      method: 'POST',
      headers: { ...(who ? { cookie: studio.cookies[who] ?? '' } : {}), origin: studioOrigin, 'content-type': type },
      body,
    });
  const list = (who: Who | undefined, query: string) => studio.call('GET', `/api/studio/images?${query}`, who);
  const messageOf = async (answer: Response) => apiErrorSchema.parse(await answer.json()).message;

  describe('given who is asking', () => {
    it('should let commercial staff and admins upload for the commercial desk, and no one else', async () => {
      const png = await pngOf(1);
      expect((await upload(undefined, png, 'image/png', 'commercial')).status).toBe(401);
      const fan = await upload('fan', png, 'image/png', 'commercial');
      expect(fan.status).toBe(403);
      expect(await messageOf(fan)).toBe("This account is not on the club's staff. Ask a club administrator for access.");
      const editor = await upload('editor', png, 'image/png', 'commercial');
      expect(editor.status).toBe(403);
      expect(await messageOf(editor)).toMatch(/not part of your staff role/);
      expect((await upload('matchday', png, 'image/png', 'commercial')).status).toBe(403);
      expect((await upload('commercial', png, 'image/png', 'commercial')).status).toBe(201);
      expect((await upload('admin', png, 'image/png', 'commercial')).status).toBe(201);
    });

    it("should keep the newsroom's lead images to editors and admins", async () => {
      const png = await pngOf(2);
      expect((await upload('commercial', png, 'image/png')).status).toBe(403);
      expect((await upload('commercial', png, 'image/png', 'news')).status).toBe(403);
      expect((await upload('fan', png, 'image/png', 'news')).status).toBe(403);
      const editor = await upload('editor', png, 'image/png');
      expect(editor.status).toBe(201);
      // The newsroom's keys and previews are as they were.
      const stored = studioImageResponseSchema.parse(await editor.json());
      expect(stored.imageKey).toBe(`uploads/news/${createHash('sha256').update(png).digest('hex')}.png`);
      expect(stored.url).toBe(`/images/800x450/${stored.imageKey}`);
      expect((await upload('admin', png, 'image/png', 'news')).status).toBe(201);
    });

    it('should list each desk to its own staff only', async () => {
      expect((await list(undefined, 'desk=commercial')).status).toBe(401);
      expect((await list('fan', 'desk=commercial')).status).toBe(403);
      expect((await list('editor', 'desk=commercial')).status).toBe(403);
      expect((await list('commercial', 'desk=news')).status).toBe(403);
      expect((await list('commercial', 'desk=commercial')).status).toBe(200);
      expect((await list('admin', 'desk=news')).status).toBe(200);
      expect((await list('commercial', 'desk=everything')).status).toBe(400);
    });
  });

  describe('given an image for the commercial desk', () => {
    it('should keep it under its digest, serve it through the image service and audit the upload', async () => {
      const png = await pngOf(3, 750, 750);
      const answer = await upload('commercial', png, 'image/png', 'commercial');
      expect(answer.status).toBe(201);
      const stored = studioImageResponseSchema.parse(await answer.json());
      expect(stored.imageKey).toBe(`uploads/commercial/${createHash('sha256').update(png).digest('hex')}.png`);
      expect(stored.url).toBe(`/images/fit-in/400x400/${stored.imageKey}`);

      // As the sites draw a promo (1:1 cover), an advert (fit-in) and a sponsor logo (contain).
      for (const [path, size] of [
        [`/images/640x640/${stored.imageKey}`, [640, 640]],
        [`/images/fit-in/600x600/${stored.imageKey}`, [600, 600]],
        [`/images/400x600,contain/${stored.imageKey}`, [400, 600]],
      ] as const) {
        const rendition = await fetch(`${studio.base}${path}`, { headers: { accept: 'image/webp' } });
        expect(rendition.status, path).toBe(200);
        const metadata = await sharp(Buffer.from(await rendition.arrayBuffer())).metadata();
        expect([metadata.width, metadata.height]).toEqual(size);
      }

      const log = studioAuditResponseSchema.parse((await studio.call('GET', '/api/studio/audit?entity=image', 'admin')).body);
      expect(log.items[0]).toMatchObject({ action: 'image.upload', entityId: stored.imageKey, actorEmail: 'commercial@example.com' });
      expect(log.items[0]?.after).toMatchObject({ desk: 'commercial', type: 'image/png', width: 750, height: 750 });
    });

    it('should refuse a text file renamed to .png 415 in words, with nothing stored', async () => {
      const before = studioImagesResponseSchema.parse((await list('commercial', 'desk=commercial')).body).total;
      const text = await upload('commercial', 'Sponsor logo, honest', 'image/png', 'commercial');
      expect(text.status).toBe(415);
      expect(await messageOf(text)).toBe('That file is not a JPEG, PNG, WebP or SVG image. Export it as one of those and upload it again.');
      expect((await upload('commercial', await pngOf(4), 'image/jpeg', 'commercial')).status).toBe(415);
      expect((await upload('commercial', await pngOf(4), 'image/gif', 'commercial')).status).toBe(415);
      expect(studioImagesResponseSchema.parse((await list('commercial', 'desk=commercial')).body).total).toBe(before);
    });

    it('should refuse an image over 10 MB 413 in words', async () => {
      const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(tooBig);
      const answer = await upload('commercial', tooBig, 'image/png', 'commercial');
      expect(answer.status).toBe(413);
      expect(await messageOf(answer)).toBe('That image is larger than 10 MB. Make it smaller and upload it again.');
    });

    it('should draw an SVG logo into a PNG, and refuse one that declares entities', async () => {
      const answer = await upload('commercial', logoSvg, 'image/svg+xml', 'commercial');
      expect(answer.status).toBe(201);
      const stored = studioImageResponseSchema.parse(await answer.json());
      expect(stored.imageKey).toMatch(/^uploads\/commercial\/[0-9a-f]{64}\.png$/);
      const rendition = await fetch(`${studio.base}/images/fit-in/400x400/${stored.imageKey}`, { headers: { accept: 'image/png' } });
      expect(rendition.status).toBe(200);
      const metadata = await sharp(Buffer.from(await rendition.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 400, 133]);
      const listed = studioImagesResponseSchema.parse((await list('commercial', 'desk=commercial')).body);
      expect(listed.items[0]).toMatchObject({ imageKey: stored.imageKey, type: 'image/png', width: 1600, height: 533 });

      const laughs = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&a;</text></svg>';
      expect((await upload('commercial', laughs, 'image/svg+xml', 'commercial')).status).toBe(415);
      expect((await upload('commercial', 'not an svg at all', 'image/svg+xml', 'commercial')).status).toBe(415);
      // The newsroom takes photos only.
      expect((await upload('editor', logoSvg, 'image/svg+xml')).status).toBe(415);
    });
  });

  describe('given many uploads', () => {
    it('should list them most recent first, a page at a time, an image uploaded again moving to the top', async () => {
      const first = studioImageResponseSchema.parse(await (await upload('commercial', await pngOf(100), 'image/png', 'commercial')).json());
      for (let red = 101; red < 101 + studioImagesPageSize; red += 1) {
        studio.clock.advance(60_000);
        expect((await upload('commercial', await pngOf(red), 'image/png', 'commercial')).status).toBe(201);
      }
      const pageOne = studioImagesResponseSchema.parse((await list('commercial', 'desk=commercial&page=1')).body);
      expect(pageOne.items).toHaveLength(studioImagesPageSize);
      expect(pageOne.pageSize).toBe(studioImagesPageSize);
      const times = pageOne.items.map((item) => item.uploadedAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(pageOne.items.map((item) => item.imageKey)).not.toContain(first.imageKey);
      const lastPage = Math.ceil(pageOne.total / studioImagesPageSize);
      const pageLast = studioImagesResponseSchema.parse((await list('commercial', `desk=commercial&page=${lastPage}`)).body);
      expect(pageLast.items.length).toBe(pageOne.total - (lastPage - 1) * studioImagesPageSize);

      studio.clock.advance(60_000);
      expect((await upload('commercial', await pngOf(100), 'image/png', 'commercial')).status).toBe(201);
      const again = studioImagesResponseSchema.parse((await list('commercial', 'desk=commercial')).body);
      expect(again.total).toBe(pageOne.total);
      expect(again.items[0]).toMatchObject({ imageKey: first.imageKey, uploadedByEmail: 'commercial@example.com', url: `/images/fit-in/400x400/${first.imageKey}` });
      // Each desk lists its own.
      const news = studioImagesResponseSchema.parse((await list('editor', 'desk=news')).body);
      expect(news.items.every((item) => item.imageKey.startsWith('uploads/news/'))).toBe(true);
    });
  });
});
