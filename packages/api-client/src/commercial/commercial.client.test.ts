import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../http';

// A loopback server standing in for the platform: checks the paths and query strings the client builds.
let server: Server;
let baseUrl: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/api/advertising/slots/nowhere')) {
      response.statusCode = 404;
      response.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: "There is no advert slot 'nowhere'." }));
    } else {
      response.end(JSON.stringify({ body: [], adverts: [], data: [] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createCommercialClient', () => {
  it('should call each service at the path of SPEC 7 under its own base path', async () => {
    const { commercial } = createApiClient({ baseUrl });
    await commercial.headerSponsors();
    await commercial.sponsorRows();
    await commercial.sectionSponsors('news');
    await commercial.sectionSponsorSlots();
    await commercial.slotAdverts('footer_slot');
    await commercial.slotAdvert('footerSlot1');
    await commercial.footerAdverts();
    await commercial.experiments();
    await commercial.feed();
    await commercial.promoOverlays();

    expect(seen).toEqual([
      '/api/sponsors/header',
      '/api/sponsors/rows',
      '/api/sponsors/sections/news',
      '/api/sponsors/sections',
      '/api/advertising/slots/footer_slot?includeAllAdverts=true',
      '/api/advertising/slots/footerSlot1',
      '/api/web/adverts?area=footer',
      '/api/experiments/data',
      '/api/feed',
      '/api/promos/promo-overlays?channel=Web',
    ]);
  });

  it('should turn an unknown slot into an ApiError 404 with the message', async () => {
    const error = await createApiClient({ baseUrl })
      .commercial.slotAdvert('nowhere')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, message: "There is no advert slot 'nowhere'." });
  });
});
