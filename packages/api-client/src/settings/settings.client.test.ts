import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { advertisingPageSlots } from './settings.constants';
import { currentSeasonSchema } from './settings.schemas';

// A loopback server standing in for the platform: checks the paths the settings client calls.
let server: Server;
let baseUrl: string;
const seen: string[] = [];
const season = { current: 2025, label: '2025/26', slug: '2025-26', preSeason: true, preSeasonMessage: 'Soon', timeZone: 'Europe/London' };

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: request.url === '/api/web/season' ? season : {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createSettingsClient', () => {
  it('should call the settings endpoints of the web API', async () => {
    const client = createApiClient({ baseUrl });

    await client.settings.web();
    await client.settings.advertising();
    const answer = await client.settings.season();

    expect(seen).toEqual(['/api/web/settings', '/api/web/settings/advertising', '/api/web/season']);
    expect(currentSeasonSchema.parse(answer.data)).toEqual(season);
  });

  it('should name the eight advertising page slots of the spec', () => {
    expect(advertisingPageSlots).toEqual([
      'homepage',
      'match_centre',
      'matches_page',
      'page',
      'news_article',
      'news_page',
      'players_page',
      'teams_page',
    ]);
  });
});
