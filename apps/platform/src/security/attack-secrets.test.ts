import { createHash, createHmac } from 'node:crypto';
import { type ManualClock, createManualClock } from '@club/clock';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type KeyRing, createKeyRing, keyIdOf, loadKeyRing } from '../infra/keys';
import { createEdgeSigner } from '../modules/media/edge-signing';
import { createPlaybackTokens } from '../modules/media/tokens';
import { demoPassword } from '../modules/payments/testing';
import { prepareDatabase } from '../prepare-database';
import { TEST_NOW } from '../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../testing/databases';

/**
 * Issue 28's "Secrets and cookies" findings, tried as an attacker would and refused: a token made with
 * one purpose's key shown for another, a key id nobody issued, a rotation that would sign everyone out
 * (or not let the old root go), production starting on a generated secret, and cookies and HSTS decided
 * by the host name instead of the visitor's scheme as a trusted proxy tells it.
 */

type SetCookie = { name: string; value: string; path?: string; domain?: string; secure?: boolean; httpOnly?: boolean; maxAge?: number };
const cookiesOf = (response: LightMyRequestResponse) => response.cookies as SetCookie[];
const cookieNamed = (response: LightMyRequestResponse, name: string) => cookiesOf(response).find((cookie) => cookie.name === name);

const rootA = 'a-root-secret-for-the-attack-suite-0001';
const rootB = 'b-root-secret-for-the-attack-suite-0002';
const proxy = '127.0.0.1';
const stranger = '203.0.113.9';

describe.each(testDialects)('attacks on secrets and cookies (issue 28) on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let clock: ManualClock;
  /** Signs with rootA: the installation before a rotation. */
  let before: FastifyInstance;
  /** Signs with rootB, rootA still verifying (SESSION_SECRET_PREVIOUS): the rotation under way. */
  let rotating: FastifyInstance;
  /** rootB alone: the rotation done. */
  let after: FastifyInstance;
  /** rootA with COOKIE_DOMAIN: the sites share one sign-in. */
  let shared: FastifyInstance;
  let keysA: KeyRing;

  const signIn = async (app: FastifyInstance, username = 'audio@example.com', headers: Record<string, string> = {}, remoteAddress = proxy) => {
    const response = await app.inject({ method: 'POST', url: '/api/identity/authenticate', payload: { username, password: demoPassword }, headers, remoteAddress });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const session = (app: FastifyInstance, cookie: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie, ...headers } });
  const accessOf = (response: LightMyRequestResponse) => cookieNamed(response, 'club_access')!.value;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    clock = createManualClock(Date.parse(TEST_NOW));
    const config = testConfig(testDatabase.location);
    const options = { database: testDatabase.database, clock };
    before = await buildApp({ ...config, sessionSecret: rootA }, options);
    rotating = await buildApp({ ...config, sessionSecret: rootB, sessionSecretPrevious: [rootA] }, options);
    after = await buildApp({ ...config, sessionSecret: rootB }, options);
    shared = await buildApp({ ...config, sessionSecret: rootA, cookieDomain: '.club.example' }, options);
    keysA = await loadKeyRing(testDatabase.database.db, { sessionSecret: rootA }, () => clock.now());
  }, 60_000);

  afterAll(async () => {
    await Promise.all([before, rotating, after, shared].map((app) => app?.close()));
    await testDatabase?.drop();
  });

  beforeEach(() => clock.set(Date.parse(TEST_NOW)));

  /** The claims of a real access token, signed again with `key` under the header `kid` (none when undefined). */
  async function resign(token: string, key: Uint8Array, kid: string | undefined) {
    const claims = decodeJwt(token);
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...(kid ? { kid } : {}) }).sign(key);
  }

  describe('one key per purpose, each token naming its key', () => {
    it("refuses an access token signed with another purpose's key, and takes it signed with the identity key", async () => {
      const token = accessOf(await signIn(before));
      expect(decodeProtectedHeader(token).kid).toBe(keyIdOf(Buffer.from(rootA)));
      // The control: the same claims under the identity-token key are a valid sign-in, so the refusals below are the key's.
      expect((await session(before, `club_access=${await resign(token, keysA.current('identity-token'), keysA.kid)}`)).statusCode).toBe(200);
      for (const purpose of ['playback-token', 'refresh-token', 'code', 'pool-session'] as const) {
        const forged = await resign(token, keysA.current(purpose), keysA.kid);
        expect((await session(before, `club_access=${forged}`)).statusCode, purpose).toBe(401);
      }
      // The root itself is no key either.
      expect((await session(before, `club_access=${await resign(token, Buffer.from(rootA), keysA.kid)}`)).statusCode).toBe(401);
    });

    it("refuses a playback token signed with the identity key, though it names the right kid", async () => {
      const playback = createPlaybackTokens(keysA, createEdgeSigner('an-edge-secret'), () => clock.now());
      const { token } = await playback.issuePlaybackToken({ userId: 'fan', assetId: 'live-video', sessionId: 's1' });
      expect((await playback.verifyPlaybackToken(token, 'live-video')).ok).toBe(true);
      const forged = await resign(token, keysA.current('identity-token'), keysA.kid);
      expect(await playback.verifyPlaybackToken(forged, 'live-video')).toEqual({ ok: false, reason: 'invalid' });
    });

    it('refuses a token whose kid no root of this installation has, whatever key signed it', async () => {
      const token = accessOf(await signIn(before));
      expect((await session(before, `club_access=${await resign(token, keysA.current('identity-token'), 'unknown1')}`)).statusCode).toBe(401);
      // A root the attacker made up, with its own honest kid.
      const theirs = createKeyRing({ current: Buffer.from('an-attackers-root-secret-of-32-chars!!'), now: () => clock.now() });
      expect((await session(before, `club_access=${await resign(token, theirs.current('identity-token'), theirs.kid)}`)).statusCode).toBe(401);
    });
  });

  describe('rotation', () => {
    it('keeps an old root\'s tokens verifying while the new root signs, and refuses them once the old root is gone', async () => {
      const signedIn = await signIn(before, 'subscriber@example.com');
      const oldAccess = accessOf(signedIn);
      const oldRefresh = cookieNamed(signedIn, 'club_refresh')!.value;
      expect((await session(rotating, `club_access=${oldAccess}`)).statusCode).toBe(200);
      // The old refresh token (hashed under rootA's refresh key) still renews: the new tokens carry rootB's kid.
      const renewed = await rotating.inject({ method: 'POST', url: '/api/identity/refresh', headers: { cookie: `club_refresh=${oldRefresh}` } });
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(decodeProtectedHeader(accessOf(renewed)).kid).toBe(keyIdOf(Buffer.from(rootB)));
      expect((await session(after, `club_access=${accessOf(renewed)}`)).statusCode).toBe(200);
      // With rootA no longer listed, its tokens are refused.
      expect((await session(after, `club_access=${oldAccess}`)).statusCode).toBe(401);
    });

    it('signs no fan out on upgrade: tokens and refresh hashes of before key ids still work, for a while', async () => {
      const legacyKey = createHash('sha256').update(rootA).digest();
      const signedIn = await signIn(before, 'audio@example.com');
      const kidless = await resign(accessOf(signedIn), legacyKey, undefined);
      expect((await session(before, `club_access=${kidless}`)).statusCode).toBe(200);
      // A refresh token stored as the old version kept it: HMAC under the one key of before.
      const refresh = cookieNamed(signedIn, 'club_refresh')!.value;
      const db = testDatabase.database.db;
      const currentHash = createHmac('sha256', keysA.current('refresh-token')).update(refresh).digest('base64url');
      await db
        .updateTable('identity_refresh_token')
        .set({ token_hash: createHmac('sha256', legacyKey).update(refresh).digest('base64url') })
        .where('token_hash', '=', currentHash)
        .execute();
      const renewed = await before.inject({ method: 'POST', url: '/api/identity/refresh', headers: { cookie: `club_refresh=${refresh}` } });
      expect(renewed.statusCode, renewed.body).toBe(200);
      // The window closes: a ring past its legacy date no longer knows the old key.
      const until = (await db.selectFrom('identity_secret').select('value').where('name', '=', 'legacy-keys-until').executeTakeFirstOrThrow()).value;
      clock.set(Date.parse(until) + 1000);
      const later = await loadKeyRing(db, { sessionSecret: rootA }, () => clock.now());
      expect(later.legacy('identity-token')).toBeUndefined();
      expect(later.all('refresh-token')).toHaveLength(1);
    });
  });

  describe('production takes its secrets from the environment', () => {
    it('refuses to start without SESSION_SECRET, in one line, and generates nothing into the database', async () => {
      const env = { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
      expect(() => loadConfig(env)).toThrow(/^Invalid environment: SESSION_SECRET: required with NODE_ENV=production[^\n]*$/);
      expect(() => loadConfig({ ...env, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET: required/);
      const fresh = await createTestDatabase(dialect);
      try {
        await prepareDatabase(fresh.database, silentLog);
        await expect(buildApp({ ...testConfig(fresh.location), production: true }, { database: fresh.database, clock })).rejects.toThrow(/SESSION_SECRET/);
        const stored = await fresh.database.db.selectFrom('identity_secret').select('name').where('name', '=', 'token-signing-key').executeTakeFirst();
        expect(stored).toBeUndefined();
      } finally {
        await fresh.drop();
      }
    });
  });

  describe('cookies and HSTS from the visitor\'s scheme as a trusted proxy says it', () => {
    it('over HTTPS from the trusted proxy: __Host-/__Secure- names, Secure, HSTS; the plain name no longer signs in', async () => {
      const response = await signIn(before, 'audio@example.com', { 'x-forwarded-proto': 'https' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(cookiesOf(response).map((cookie) => cookie.name).sort()).toEqual(['__Host-club_access', '__Host-club_signed_in', '__Secure-club_refresh']);
      for (const cookie of cookiesOf(response)) {
        expect(cookie.secure, cookie.name).toBe(true);
        expect(cookie.domain, cookie.name).toBeUndefined();
      }
      expect(cookieNamed(response, '__Host-club_access')!.path).toBe('/');
      const token = cookieNamed(response, '__Host-club_access')!.value;
      expect((await session(before, `__Host-club_access=${token}`, { 'x-forwarded-proto': 'https' })).statusCode).toBe(200);
      // A plain-named cookie over HTTPS may have been planted by a sibling host: it is not read.
      expect((await session(before, `club_access=${token}`, { 'x-forwarded-proto': 'https' })).statusCode).toBe(401);
    });

    it('with COOKIE_DOMAIN, the cookies that carry it are __Secure-', async () => {
      const response = await signIn(shared, 'audio@example.com', { 'x-forwarded-proto': 'https' });
      expect(cookiesOf(response).map((cookie) => [cookie.name, cookie.domain, cookie.secure]).sort()).toEqual([
        ['__Secure-club_access', '.club.example', true],
        ['__Secure-club_refresh', '.club.example', true],
        ['__Secure-club_signed_in', '.club.example', true],
      ]);
    });

    it('over HTTPS, a fan holding the plain cookies of before the prefixes is renewed into prefixed ones', async () => {
      const plain = await signIn(before, 'audio@example.com');
      const refresh = cookieNamed(plain, 'club_refresh')!.value;
      const check = await before.inject({
        method: 'GET',
        url: '/api/identity/login-check',
        headers: { cookie: `club_refresh=${refresh}; club_signed_in=1`, 'x-forwarded-proto': 'https' },
      });
      expect(check.statusCode, check.body).toBe(200);
      expect(cookieNamed(check, '__Host-club_access')?.value).toBeTruthy();
      expect(cookieNamed(check, '__Secure-club_refresh')?.value).toBeTruthy();
      expect(cookieNamed(check, 'club_refresh')?.value).toBe('');
    });

    it('over HTTPS, the plain refresh cookie is read no longer once a sign-in\'s absolute lifetime has passed since the upgrade', async () => {
      const db = testDatabase.database.db;
      const until = Date.parse((await db.selectFrom('identity_secret').select('value').where('name', '=', 'legacy-keys-until').executeTakeFirstOrThrow()).value);
      // A fan signs in over plain HTTP two days before the window ends: the sign-in itself has a month to run.
      clock.set(until - 2 * 86_400_000);
      const refresh = cookieNamed(await signIn(before, 'audio@example.com'), 'club_refresh')!.value;
      const check = (cookie: string, headers: Record<string, string> = {}) =>
        before.inject({ method: 'GET', url: '/api/identity/login-check', headers: { cookie: `${cookie}; club_signed_in=1`, ...headers } });
      clock.set(until + 1000);
      // Over HTTPS the plain name may have been planted by a sibling host, and the upgrade's window is over.
      const refused = await check(`club_refresh=${refresh}`, { 'x-forwarded-proto': 'https' });
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({ data: null });
      expect(cookieNamed(refused, '__Host-club_access')?.value).toBeFalsy();
      expect(cookieNamed(refused, 'club_refresh')?.value).toBe('');
      // The sign-in itself still holds where the plain name is the name: over plain HTTP.
      const plain = await check(`club_refresh=${refresh}`);
      expect(plain.json().data?.attributes).toBeTruthy();
    });

    it('ignores x-forwarded-proto from a peer TRUST_PROXY does not name: plain names, not Secure, no HSTS', async () => {
      const response = await signIn(before, 'audio@example.com', { 'x-forwarded-proto': 'https' }, stranger);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(cookiesOf(response).map((cookie) => cookie.name).sort()).toEqual(['club_access', 'club_refresh', 'club_signed_in']);
      for (const cookie of cookiesOf(response)) expect(cookie.secure, cookie.name).toBeFalsy();
    });

    it('does not decide Secure from the host name: a public host over plain HTTP gets no Secure cookie, localhost over HTTPS does', async () => {
      const publicHost = await signIn(before, 'audio@example.com', { host: 'club.example' });
      for (const cookie of cookiesOf(publicHost)) expect(cookie.secure, cookie.name).toBeFalsy();
      const local = await signIn(before, 'audio@example.com', { host: 'localhost', 'x-forwarded-proto': 'https' });
      for (const cookie of cookiesOf(local)) expect(cookie.secure, cookie.name).toBe(true);
    });
  });
});
