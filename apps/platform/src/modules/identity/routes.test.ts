import { Writable } from 'node:stream';
import { outboxResponseSchema, sessionResponseSchema } from '@club/api-client';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../../testing/databases';
import { demoAccounts } from './seed';

const password = demoAccounts.password;
const fan = demoAccounts.accounts.find((account) => account.email === 'fan@example.com')!;
const staff = demoAccounts.accounts.find((account) => account.email === 'staff@example.com')!;

/** The cookies a response set, as `name=value` pairs for the next request's Cookie header. */
function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
  for (const cookie of response.cookies as { name: string; value: string }[]) {
    if (cookie.value) jar.set(cookie.name, cookie.value);
    else jar.delete(cookie.name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe.each(testDialects)('identity (browser endpoints) on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  // Whole seconds, as tokens count time.
  let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
  const logs: string[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await buildApp(
      { ...testConfig(testDatabase.location), logLevel: 'info' },
      { database: testDatabase.database, now: () => clock, logStream },
    );
  });

  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  const post = (url: string, payload?: object, cookie?: string, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/identity/${url}`,
      ...(payload ? { payload } : {}),
      headers: { ...(cookie ? { cookie } : {}) },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const signIn = async (username: string, pass = password) => {
    const response = await post('authenticate', { username, password: pass });
    expect(response.statusCode, response.body).toBe(200);
    return { response, cookie: cookieHeader(response) };
  };

  const latestCode = async (to: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/identity/outbox?to=${encodeURIComponent(to)}` });
    expect(response.statusCode).toBe(200);
    const [latest] = outboxResponseSchema.parse(response.json()).data;
    return /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  };

  describe('the demo accounts and sessions', () => {
    it('should sign a seeded account in, username trimmed and lowercased, and answer the session without tokens', async () => {
      const { response, cookie } = await signIn('  FAN@Example.com ');
      const session = sessionResponseSchema.parse(response.json()).data.attributes;
      expect(session.user).toEqual({ sub: fan.sub, email: fan.email, given_name: 'Frankie', family_name: 'Fan' });
      expect(session.displayName).toBe('Frankie Fan');
      expect(session.bypassed).toBe(false);
      expect(Date.parse(session.expiresAt) - clock.getTime()).toBe(15 * 60_000);
      expect(response.headers['cache-control']).toBe('no-store');

      const again = await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie } });
      expect(again.statusCode).toBe(200);
      expect(sessionResponseSchema.parse(again.json()).data.attributes.user.sub).toBe(fan.sub);
      for (const { value } of response.cookies as { value: string }[]) {
        expect(response.body).not.toContain(value);
        expect(again.body).not.toContain(value);
      }
    });

    it('should mark staff as bypassed', async () => {
      const { response } = await signIn(staff.email);
      expect(sessionResponseSchema.parse(response.json()).data.attributes.bypassed).toBe(true);
    });

    it('should answer 401 for the session without a cookie, with a tampered one, and after the access token expires', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/identity/session' })).statusCode).toBe(401);
      const { cookie } = await signIn(fan.email);
      const tampered = cookie.replace(/club_access=([^;]+)/, (_, token: string) => `club_access=${token.slice(0, -2)}xx`);
      expect((await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie: tampered } })).statusCode).toBe(401);
      advance(15 * 60_000 + 1000);
      expect((await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie } })).statusCode).toBe(401);
    });

    it('should end the sign-in at sign-out: cookies cleared, the old access token refused', async () => {
      const { cookie } = await signIn(staff.email);
      const out = await post('sign-out', undefined, cookie);
      expect(out.statusCode).toBe(204);
      expect((out.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value])).toEqual([
        ['club_access', ''],
        ['club_refresh', ''],
      ]);
      expect((await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie } })).statusCode).toBe(401);
    });

    it('should refuse a wrong password with one message', async () => {
      const response = await post('authenticate', { username: fan.email, password: 'not the password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Incorrect username or password.', code: 'notAuthorized' });
    });

    it('should refuse the blocked account with the administrator message, once its password is right', async () => {
      const response = await post('authenticate', { username: 'blocked@example.com', password });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Your account has been blocked by an administrator', code: 'blocked' });
      expect(response.cookies).toHaveLength(0);
    });
  });

  describe('sign up, confirm, resend', () => {
    it('should register with a mailed 6-digit code, refuse sign-in until confirmed, then sign in', async () => {
      const email = 'new.fan@example.com';
      const signUp = await post('sign-up', {
        username: ' New.Fan@example.com',
        password: 'correct horse battery',
        attributes: { email, given_name: 'Nia', family_name: 'New' },
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
      expect(signUp.json()).toEqual({ data: { attributes: { destination: 'n***@example.com' } } });
      const code = await latestCode(email);
      expect(code).toMatch(/^\d{6}$/);

      const early = await post('authenticate', { username: email, password: 'correct horse battery' });
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({ code: 'userNotConfirmed' });

      const wrong = await post('confirm-sign-up', { username: email, code: code === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'codeMismatch' });

      const resent = await post('resend-code', { username: email });
      expect(resent.statusCode).toBe(200);
      const newCode = await latestCode(email);
      const old = await post('confirm-sign-up', { username: email, code });
      if (code !== newCode) expect(old.statusCode).toBe(400);
      const confirmed = await post('confirm-sign-up', { username: email, code: newCode });
      expect(confirmed.statusCode, confirmed.body).toBe(204);

      const { response } = await signIn(email, 'correct horse battery');
      expect(sessionResponseSchema.parse(response.json()).data.attributes.displayName).toBe('Nia New');
    });
  });
});
