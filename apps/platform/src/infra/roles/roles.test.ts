import * as childProcess from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { platformModulesFor } from '../../modules/platform-modules';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../../testing/databases';
import type { PlatformRole } from './roles';
import { parseRoles } from './roles';

// Every child process the platform starts goes through node:child_process: watched, not replaced.
vi.mock('node:child_process', async (original) => {
  const actual = await original<typeof childProcess>();
  return { ...actual, spawn: vi.fn(actual.spawn), execFile: vi.fn(actual.execFile) };
});
const spawned = () => [...vi.mocked(childProcess.spawn).mock.calls, ...vi.mocked(childProcess.execFile).mock.calls].map((call) => String(call[0]));

describe('parseRoles (PLATFORM_ROLES, --role)', () => {
  it('should run every role when none is named, as npm start does', () => {
    expect(parseRoles(undefined)).toEqual(['api', 'worker', 'live']);
    expect(parseRoles(' ')).toEqual(['api', 'worker', 'live']);
  });

  it('should keep the named roles in their usual order, once each', () => {
    expect(parseRoles('live, API,worker,api')).toEqual(['api', 'worker', 'live']);
    expect(parseRoles('worker')).toEqual(['worker']);
  });

  it('should refuse a role it does not know, naming the roles it does', () => {
    expect(() => parseRoles('api,encoder')).toThrow("PLATFORM_ROLES: unknown role 'encoder' (the roles are api, worker, live)");
  });
});

describe('the modules of each role', () => {
  const names = (roles: PlatformRole[]) => platformModulesFor(roles).map((module) => module.name);

  it('should give the api role no encoder, origin, warm-up, transcode or live-match starter', () => {
    for (const starter of ['live-origin', 'live-engine', 'media-warm-up', 'clubtv-jobs', 'demo-roll-forward']) expect(names(['api'])).not.toContain(starter);
    expect(names(['api'])).toEqual(expect.arrayContaining(['media-api', 'studio', 'identity-api', 'matches-api', 'live-stream']));
  });

  it('should give the worker role the jobs, health and readiness, and no module of the public API', () => {
    expect(names(['worker'])).toEqual(['health', 'media', 'media-warm-up', 'readiness', 'clubtv-jobs', 'demo-roll-forward', 'stripe-simulator-webhooks']);
  });

  it('should give the live role the origin and the live match, and every module in npm start', () => {
    expect(names(['live'])).toEqual(['health', 'matches', 'identity', 'media', 'live-origin', 'readiness', 'live', 'live-engine']);
    expect(names(['api', 'worker', 'live'])).toHaveLength(platformModulesFor(['api', 'worker', 'live']).length);
  });
});

describe('a platform process of one role', () => {
  let testDatabase: TestDatabase;
  let mediaDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('sqlite');
    await prepareDatabase(testDatabase.database, silentLog);
    mediaDir = mkdtempSync(join(tmpdir(), 'platform-roles-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDatabase.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const start = async (roles: PlatformRole[]) => {
    const app = await buildApp(
      // Live channels and the warm-up asked for: only the roles that own them may start them.
      { ...testConfig(testDatabase.location), roles, media: { dir: mediaDir, liveChannels: true, warmUp: true } },
      { database: testDatabase.database },
    );
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };
  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

  it('should serve the API as an api, with no ffmpeg started and no /media/live', async () => {
    vi.mocked(childProcess.spawn).mockClear();
    vi.mocked(childProcess.execFile).mockClear();
    const api = await start(['api']);
    expect((await get(api, '/api/matches/seasons')).statusCode).toBe(200);
    expect((await get(api, '/api/web/settings')).statusCode).toBe(200);
    const live = await get(api, '/media/live/live-video/manifest.mpd');
    expect(live.statusCode).toBe(404);
    // No route at all (the live origin would say 'This live stream is not on air.').
    expect(JSON.stringify(live.json())).toContain('Not found');
    expect(spawned()).toEqual([]);
  });

  it('should serve nothing but its health as a worker', async () => {
    const worker = await start(['worker']);
    expect((await get(worker, '/api/health')).statusCode).toBe(200);
    for (const url of ['/api/matches', '/api/web/settings', '/api/docs/json', '/api/news', '/media/clock', '/api/studio/clubtv']) {
      expect((await get(worker, url)).statusCode, url).toBe(404);
    }
  });

  it('should start the live channels as live (the contrast: the same settings start ffmpeg there)', async () => {
    vi.mocked(childProcess.spawn).mockClear();
    vi.mocked(childProcess.execFile).mockClear();
    const live = await start(['live']);
    expect(spawned()).toContain('ffmpeg');
    expect((await get(live, '/api/matches')).statusCode).toBe(404);
  });
});
