import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../http';
import { decodeConcurrencySessionId, encodeConcurrencySessionId } from './videos.constants';
import { videoFeedQuerySchema, videoSearchQuerySchema } from './videos.schemas';

// A loopback server standing in for the platform: checks the URLs the Club TV and packages clients build.
let server: Server;
let baseUrl: string;
const seen: string[] = [];
const emptySection = { sections: [{ name: 'x', itemData: [], pageIndex: 0, pageSize: 12, totalItems: 0, totalPages: 0 }] };

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '';
    seen.push(url);
    response.setHeader('content-type', 'application/json');
    if (url === '/api/videos/session/check') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const videoId = (JSON.parse(body) as { data: { attributes: { videoID: string } } }).data.attributes.videoID;
        if (videoId === 'granted') {
          response.end(JSON.stringify({ data: { attributes: { token: 't', mediaLink: 'expires=1795360000&md5=abcdefghijklmnopqrstuv', bypassed: false, sessionId: 'u:granted:1', expiresAt: '2026-11-21T15:05:00.000Z' } } }));
        } else if (videoId === 'refused') {
          response.statusCode = 403;
          response.end(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Sorry but you do not have any subscriptions', code: 'ERR_3684853_3', accessStatus: 1 }));
        } else {
          response.statusCode = 500;
          response.end(JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' }));
        }
      });
      return;
    }
    if (url.startsWith('/api/video-platform/')) {
      response.end(JSON.stringify(emptySection));
    } else if (url.startsWith('/api/packages/packages')) {
      response.end(JSON.stringify({ data: { data: [] } }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: "There is no stream 'nope'." }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createVideoPlatformClient', () => {
  it('should ask for a feed section with the parameters of SPEC 7', async () => {
    const result = await createApiClient({ baseUrl }).videoPlatform.feed('club-tv', {
      section: 'current',
      pageIndex: 0,
      pageSize: 10,
    });
    expect(result.sections[0]?.itemData).toEqual([]);
    expect(seen.at(-1)).toBe('/api/video-platform/feed/club-tv/sections/?section=current&pageIndex=0&pageSize=10');
  });

  it('should send only the search filters given', async () => {
    await createApiClient({ baseUrl }).videoPlatform.search();
    expect(seen.at(-1)).toBe('/api/video-platform/search');
    await createApiClient({ baseUrl }).videoPlatform.search({ team: 'women', duration: 'short', title: 'cup tie' });
    expect(seen.at(-1)).toBe('/api/video-platform/search?team=women&duration=short&title=cup+tie');
  });
});

describe('createVideosClient', () => {
  it('should escape the asset id and turn a 404 into an ApiError', async () => {
    const error = await createApiClient({ baseUrl })
      .videos.stream('no/pe')
      .catch((caught: unknown) => caught);
    expect(seen.at(-1)).toBe('/api/videos/streams/no%2Fpe');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, message: "There is no stream 'nope'." });
  });
});

describe('createPackagesClient', () => {
  it('should filter by package type as SPEC 7 writes it', async () => {
    const result = await createApiClient({ baseUrl }).packages.list('match-pass');
    expect(result.data.data).toEqual([]);
    expect(seen.at(-1)).toBe('/api/packages/packages?filter.packageType=match-pass');
  });
});

describe('video query schemas', () => {
  it('should default the feed to the current section, ten from the start', () => {
    expect(videoFeedQuerySchema.parse({})).toEqual({ section: 'current', pageIndex: 0, pageSize: 10 });
  });

  it('should default the search to 12 a page, newest release first', () => {
    expect(videoSearchQuerySchema.parse({})).toEqual({ pageIndex: 0, pageSize: 12, sort: 'releaseFrom desc' });
  });
});

describe('videos.sessionCheck', () => {
  const body = (videoId: string) => ({ data: { attributes: { videoID: videoId, mediaType: 'OnDemand' as const, userID: 'u', userEmail: 'u@example.com' } } });

  it("should answer a granted check with its token, the asset's signed link and the session id", async () => {
    expect(await createApiClient({ baseUrl }).videos.sessionCheck(body('granted'))).toEqual({
      granted: true,
      token: 't',
      mediaLink: 'expires=1795360000&md5=abcdefghijklmnopqrstuv',
      bypassed: false,
      sessionId: 'u:granted:1',
      expiresAt: '2026-11-21T15:05:00.000Z',
    });
  });

  it('should answer a 403 as a refusal with its code and access status, not an error', async () => {
    expect(await createApiClient({ baseUrl }).videos.sessionCheck(body('refused'))).toMatchObject({
      granted: false,
      code: 'ERR_3684853_3',
      accessStatus: 1,
      message: 'Sorry but you do not have any subscriptions',
    });
  });

  it('should throw an ApiError for any other status', async () => {
    await expect(createApiClient({ baseUrl }).videos.sessionCheck(body('broken'))).rejects.toMatchObject({ name: 'ApiError', statusCode: 500 });
  });
});

describe('encodeConcurrencySessionId', () => {
  it('should round-trip ids holding the separator', () => {
    const parts = { userId: 'b2b73d76:x', assetId: 'live-video', deviceId: '42' };
    expect(decodeConcurrencySessionId(encodeConcurrencySessionId(parts))).toEqual(parts);
    expect(decodeConcurrencySessionId('only:two')).toBeNull();
    expect(decodeConcurrencySessionId('a:b:%E0%A4%A')).toBeNull();
  });
});
