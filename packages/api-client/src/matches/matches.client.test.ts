import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../http';

// A loopback server standing in for the platform: checks the URLs the clients build and the parsing.
let server: Server;
let baseUrl: string;
const seen: string[] = [];

const season = { year: 2025, slug: '2025-26', name: '2025/26', current: true };

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/matches/seasons') {
      response.end(JSON.stringify({ data: [season] }));
    } else if (request.url?.startsWith('/api/matches/next')) {
      response.end(JSON.stringify({ data: null }));
    } else if (request.url?.startsWith('/api/matches?')) {
      response.end(JSON.stringify({ data: [] }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: "There is no team 'x'." }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createMatchesClient', () => {
  it('should parse the seasons', async () => {
    const { data } = await createApiClient({ baseUrl }).matches.seasons();
    expect(data).toEqual([season]);
  });

  it('should leave out a season that is not given, so the platform picks the current one', async () => {
    await createApiClient({ baseUrl }).matches.list({ team: 'first-team' });
    expect(seen.at(-1)).toBe('/api/matches?team=first-team');
    await createApiClient({ baseUrl }).matches.list({ team: 'women', season: '2024-25' });
    expect(seen.at(-1)).toBe('/api/matches?team=women&season=2024-25');
  });

  it('should accept no next match (pre-season)', async () => {
    expect((await createApiClient({ baseUrl }).matches.next('u21')).data).toBeNull();
    expect(seen.at(-1)).toBe('/api/matches/next?team=u21');
  });
});

describe('createTeamsClient', () => {
  it('should turn a 404 into an ApiError with the message', async () => {
    const error = await createApiClient({ baseUrl })
      .teams.player('x', 'y')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, message: "There is no team 'x'." });
    expect(seen.at(-1)).toBe('/api/teams/x/players/y');
  });
});
