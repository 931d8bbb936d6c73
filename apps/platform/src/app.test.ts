import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { apiErrorSchema, menusResponseSchema } from '@club/api-client';
import { clubConfig } from '@club/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { prepareDatabase } from './prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from './testing/databases';

describe('the platform app', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let logs = '';

  beforeAll(async () => {
    testDatabase = await createTestDatabase('sqlite');
    await prepareDatabase(testDatabase.database, silentLog);
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      logs += chunk.toString();
    });
    app = await buildApp(
      { ...testConfig(testDatabase.location), logLevel: 'info' },
      { database: testDatabase.database, logStream },
    );
    // A route that fails the way a bug would, with a secret in its message.
    app.get('/api/test/failure', { schema: { hide: true } }, async () => {
      throw new Error('connection to postgres://admin:hunter2@db failed');
    });
    // A route whose answer breaks its own response schema, as a bug in a service would.
    app.get(
      '/api/test/bad-shape',
      { schema: { hide: true, response: { 200: menusResponseSchema } } },
      async () => ({ data: { primary: 'not a list' } }),
    );
  });

  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  describe('given a request carrying credentials and a site\'s request id', () => {
    it('should log every line of it under that id, with no token, cookie or authorization in the output', async () => {
      const secrets = ['eyPlaybackTokenInTheQuery', 'eyPlaybackTokenInAHeader', 'club_access_value_9', 'Bearer-sk-secret-7', 'eyReferrerToken'];
      const response = await app.inject({
        method: 'GET',
        url: `/media/vod/no-such-item/manifest.mpd?token=${secrets[0]}&quality=high`,
        headers: {
          'x-request-id': 'site-request-7',
          'x-playback-token': secrets[1],
          cookie: `club_access=${secrets[2]}; consent=yes`,
          authorization: `Bearer ${secrets[3]}`,
          referer: `http://localhost:3001/watch?token=${secrets[4]}`,
        },
      });

      expect(response.headers['x-request-id']).toBe('site-request-7');
      const lines = logs.split('\n').filter((line) => line.includes('site-request-7'));
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(JSON.parse(line)).toMatchObject({ reqId: 'site-request-7' });
      expect(lines.join('\n')).toContain('quality=high');
      for (const secret of secrets) expect(logs).not.toContain(secret);
    });

    it('should give a request without a well-formed id a fresh one, and answer with it', async () => {
      const without = await app.inject({ method: 'GET', url: '/api/health' });
      const forged = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\n{"level":60}' } });

      expect(without.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(forged.headers['x-request-id']).not.toBe(without.headers['x-request-id']);
    });
  });

  describe('given a response that does not match its schema', () => {
    // The api-client trusts answers instead of parsing them in the browser: this is the guarantee.
    it('should refuse to send it and answer 500 instead', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/bad-shape' });
      expect(response.statusCode).toBe(500);
      expect(apiErrorSchema.parse(response.json()).statusCode).toBe(500);
      expect(response.body).not.toContain('not a list');
    });
  });

  describe('given an unknown path', () => {
    it('should answer 404 as JSON', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Not found',
      });
    });

    it('should answer 404 for a known path with a method it does not take', async () => {
      const response = await app.inject({ method: 'DELETE', url: '/api/web/navigation' });

      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).statusCode).toBe(404);
    });
  });

  describe('given a malformed JSON body', () => {
    it('should answer 400 as JSON, not 500', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/web/navigation',
        headers: { 'content-type': 'application/json' },
        payload: '{"path": ',
      });

      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The request body is not valid JSON.',
      });
    });
  });

  describe('given an unexpected error', () => {
    it('should answer 500 with a generic message and nothing from the error', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/failure' });

      expect(response.statusCode).toBe(500);
      const body = apiErrorSchema.parse(response.json());
      expect(body.error).toBe('Internal Server Error');
      expect(response.body).not.toMatch(/hunter2|postgres|stack|at /);
    });

    it('should log the error server-side', async () => {
      await app.inject({ method: 'GET', url: '/api/test/failure' });

      const failure = logs
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } })
        .find((entry) => entry.msg === 'request failed' && entry.err?.message?.includes('connection to'));
      expect(failure?.err?.message).toContain('connection to');
      expect(failure?.err?.stack).toBeDefined();
    });
  });

  describe('logs', () => {
    it('should redact the authorization and cookie headers', async () => {
      await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { authorization: 'Bearer secret-token-123', cookie: 'session=secret-cookie-456', 'user-agent': 'vitest' },
      });

      expect(logs).toContain('"user-agent":"vitest"');
      expect(logs).toContain('[redacted]');
      expect(logs).not.toContain('secret-token-123');
      expect(logs).not.toContain('secret-cookie-456');
    });
  });

  describe('GET /api/docs/json', () => {
    it('should describe every endpoint, generated from the zod schemas', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });

      expect(response.statusCode).toBe(200);
      const document = response.json() as {
        info: { title: string };
        paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: object }>>;
        components: { schemas: Record<string, unknown> };
      };
      expect(document.info.title).toBe(`${clubConfig.name} platform`);
      // Each module's own tests check its paths; this one checks the document holds the app's first ones.
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/web/menus', '/api/web/navigation', '/api/web/pages']),
      );
      expect(document.paths['/api/web/pages']?.get?.parameters).toEqual([
        expect.objectContaining({ name: 'path', in: 'query', required: true }),
      ]);
      expect(Object.keys(document.paths['/api/web/pages']?.get?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '404']),
      );
      expect(document.components.schemas).toHaveProperty('MenuPage');
      expect(document.components.schemas).toHaveProperty('ApiError');
    });

    it('should also serve YAML and the Swagger UI', async () => {
      const yaml = await app.inject({ method: 'GET', url: '/api/docs/yaml' });
      const ui = await app.inject({ method: 'GET', url: '/api/docs' });

      expect(yaml.statusCode).toBe(200);
      expect(yaml.body).toContain(`title: ${clubConfig.name} platform`);
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toMatch(/^text\/html/);
    });
  });
});

describe('buildApp without a database', () => {
  it('should open, migrate and seed the configured SQLite file, and close it with the app', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'platform-app-'));
    const filename = join(dir, 'nested', 'platform.sqlite');
    try {
      const app = await buildApp(testConfig({ kind: 'sqlite', filename }));
      const response = await app.inject({ method: 'GET', url: '/api/web/pages?path=club/women/fixtures' });
      await app.close();

      expect(response.statusCode).toBe(200);
      expect(existsSync(filename)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
