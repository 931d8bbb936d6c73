import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttp } from '../http';
import type { MatchEvent } from '../matches/matches.schemas';
import { createStudioMatchdayClient } from './studio.matchday.client';

// A loopback server standing in for the platform: what the match-day client sends, and how it reads refusals.
let server: Server;
let baseUrl: string;
const seen: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/api/studio/matches/9/whistles') {
        response.statusCode = 409;
        response.end(JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'This match has already kicked off.' }));
      } else if (request.url?.startsWith('/api/studio/matchday/fixtures?')) {
        response.end(JSON.stringify({ items: [], total: 0, page: 2, pageSize: 20 }));
      } else {
        response.end(JSON.stringify({ data: { match: { id: 1 }, live: null, events: [], announcement: null } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const goal: MatchEvent = {
  minute: 23,
  addedTime: null,
  type: 'goal',
  side: 'home',
  player: { playerId: 'sam-carter', name: 'Sam Carter', shirtNumber: 9, position: 'Forward', captain: false },
  playerOff: null,
  assist: null,
};

describe('createStudioMatchdayClient', () => {
  it('should send each live change to the live module’s studio routes and answer the new state', async () => {
    const client = createStudioMatchdayClient(createHttp({ baseUrl }));
    expect(await client.recordEvent(1, goal)).toMatchObject({ match: { id: 1 } });
    await client.removeEvent(1, 0, goal);
    await client.whistle(1, 'half-time');
    expect(seen.slice(-3).map(({ method, url, body }) => [method, url, JSON.parse(body) as unknown])).toEqual([
      ['POST', '/api/studio/matches/1/events', goal],
      ['POST', '/api/studio/matches/1/events/remove', { index: 0, event: goal }],
      ['POST', '/api/studio/matches/1/whistles', { kind: 'half-time' }],
    ]);
  });

  it('should leave out the filters not chosen, and read a refusal as an ApiError with its words', async () => {
    const client = createStudioMatchdayClient(createHttp({ baseUrl }));
    await client.fixtures({ team: 'u18', status: undefined, page: 2 });
    expect(seen.at(-1)?.url).toBe('/api/studio/matchday/fixtures?team=u18&page=2');
    const refused = await client.whistle(9, 'kick-off').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 409, message: 'This match has already kicked off.' });
  });
});
