import { execFile } from 'node:child_process';
import { apiErrorSchema, codeDeliveryResponseSchema, signedInSessionsResponseSchema } from '@club/api-client';
import { type ManualClock, createManualClock } from '@club/clock';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readOutbox } from '../infra/mail/mailer';
import { demoPassword } from '../modules/payments/testing';
import { prepareDatabase } from '../prepare-database';
import { TEST_NOW } from '../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../testing/databases';

/**
 * Issue 28's "Sessions (ASVS V7)" findings, each tried as an attacker would and refused: a sign-in that
 * never ends (7.3.1, 7.3.2), sessions a fan cannot see or end and another fan's session ended (7.5.2), a
 * block that ends nothing for 15 minutes (7.4.2, 7.4.5), and an email changed with no password and no code
 * (7.5.1). Time is the manual clock's: nothing here sleeps.
 */

const day = 24 * 60 * 60_000;
const studioOrigin = 'http://127.0.0.1:3002';
const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type Jar = Map<string, string>;

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
/** Keeps what a browser keeps: set cookies replace, cleared ones go. */
function absorb(jar: Jar, response: LightMyRequestResponse): Jar {
  for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
    if (!cookie.value || cookie.maxAge === 0) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return jar;
}
const maxAgeOf = (response: LightMyRequestResponse, name: string) =>
  (response.cookies as { name: string; maxAge?: number }[]).find((cookie) => cookie.name === name)?.maxAge;

describe.each(testDialects)('attacks on sessions (issue 28) on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let clock: ManualClock;

  const send = async (jar: Jar | undefined, options: InjectOptions & { url: string }) => {
    const response = await app.inject({
      ...options,
      headers: { origin: studioOrigin, 'user-agent': chromeOnWindows, ...(jar ? { cookie: cookieHeader(jar) } : {}), ...options.headers },
    });
    if (jar) absorb(jar, response);
    return response;
  };
  const signIn = async (username: string, userAgent = chromeOnWindows, password = demoPassword) => {
    const jar: Jar = new Map();
    const response = await send(jar, {
      method: 'POST',
      url: '/api/identity/authenticate',
      headers: { 'user-agent': userAgent },
      payload: { username, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return jar;
  };
  const signedIn = async (jar: Jar) => (await send(jar, { method: 'GET', url: '/api/identity/session' })).statusCode === 200;
  const refresh = (jar: Jar) => send(jar, { method: 'POST', url: '/api/identity/refresh' });
  const loginCheck = async (jar: Jar) => (await send(jar, { method: 'GET', url: '/api/identity/login-check' })).json() as { data: unknown };
  const sessionsOf = async (jar: Jar) => {
    const response = await send(jar, { method: 'GET', url: '/api/identity/sessions' });
    expect(response.statusCode, response.body).toBe(200);
    return signedInSessionsResponseSchema.parse(response.json()).data;
  };
  const fanSub = async (email: string, admin: Jar) =>
    ((await send(admin, { method: 'GET', url: `/api/studio/fans?email=${encodeURIComponent(email)}` })).json() as { sub: string }).sub;
  const emailOf = async (sub: string) =>
    (await testDatabase.database.db.selectFrom('identity_user').select('email').where('sub', '=', sub).executeTakeFirstOrThrow()).email;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    clock = createManualClock(Date.parse(TEST_NOW));
    app = await buildApp(
      { ...testConfig(testDatabase.location), siteOrigins: ['http://127.0.0.1:3000', studioOrigin] },
      { database: testDatabase.database, clock },
    );
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  beforeEach(() => clock.set(Date.parse(TEST_NOW)));

  describe('a sign-in that never ends (7.3.1, 7.3.2)', () => {
    it('a fan refreshing every few days cannot take a sign-in past its 30 days, and the cookie never gets 30 fresh ones', async () => {
      const jar = await signIn('audio@example.com');
      const start = clock.nowMs();
      let lastMaxAge = Number.POSITIVE_INFINITY;
      for (let days = 5; days < 30; days += 5) {
        clock.set(start + days * day);
        const renewed = await refresh(jar);
        expect(renewed.statusCode, `day ${days}: ${renewed.body}`).toBe(200);
        const maxAge = maxAgeOf(renewed, 'club_refresh') ?? 0;
        // The refresh cookie lives as long as the sign-in has left, never a fresh 30 days.
        expect(maxAge).toBe((30 - days) * 86_400);
        expect(maxAge).toBeLessThan(lastMaxAge);
        lastMaxAge = maxAge;
      }
      // An access token issued a minute before the end dies with the sign-in, not 15 minutes later.
      clock.set(start + 30 * day - 60_000);
      expect((await refresh(jar)).statusCode).toBe(200);
      expect(await signedIn(jar)).toBe(true);
      clock.set(start + 30 * day);
      expect(await signedIn(jar)).toBe(false);
      expect((await refresh(jar)).statusCode).toBe(401);
      // The login check (which refreshes on page views) cannot extend it either.
      expect(await loginCheck(jar)).toEqual({ data: null });
    });

    it('the login check on page views refreshes within the absolute end only', async () => {
      const jar = await signIn('audio@example.com');
      const start = clock.nowMs();
      for (let days = 6; days <= 30; days += 6) {
        clock.set(start + days * day + 1);
        // Past the access token's 15 minutes, every page view's check refreshes from the cookie…
        const check = await loginCheck(jar);
        // …until the sign-in's 30 days are over.
        if (days < 30) expect(check.data, `day ${days}`).not.toBeNull();
        else expect(check.data).toBeNull();
      }
    });

    it('a sign-in left idle for 14 days is refused, though its 30 days are not over', async () => {
      const jar = await signIn('audio@example.com');
      const start = clock.nowMs();
      clock.set(start + 14 * day);
      const refused = await refresh(jar);
      expect(refused.statusCode).toBe(401);
      expect(apiErrorSchema.parse(refused.json()).message).toBe('Your session has ended. Please log in again.');
      expect(await loginCheck(jar)).toEqual({ data: null });

      // Used within every fortnight, it lives on: idleness counts from the last refresh.
      clock.set(start);
      const active = await signIn('audio@example.com');
      clock.set(start + 13 * day);
      expect((await refresh(active)).statusCode).toBe(200);
      clock.set(start + 26 * day);
      expect((await refresh(active)).statusCode).toBe(200);
      clock.set(start + 40 * day);
      expect((await refresh(active)).statusCode).toBe(401);
    });
  });

  describe('sessions a fan sees and ends (7.5.2)', () => {
    it('are in the OpenAPI document', async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, { operationId?: string }>>;
      };
      expect(document.paths['/api/identity/sessions']?.get?.operationId).toBe('listSessions');
      expect(document.paths['/api/identity/sessions/{id}']?.delete?.operationId).toBe('endSession');
      expect(document.paths['/api/identity/sessions/sign-out-others']?.post?.operationId).toBe('endOtherSessions');
      expect(document.paths['/api/identity/email-change']?.post?.operationId).toBe('requestEmailChange');
      expect(document.paths['/api/studio/fans/{sub}/sessions/end']?.post?.operationId).toBe('endStudioFanSessions');
      // Ending another device's sign-in takes the password (7.5.2): the document says so.
      for (const operation of [document.paths['/api/identity/sessions/{id}']?.delete, document.paths['/api/identity/sessions/sign-out-others']?.post]) {
        expect(JSON.stringify(operation)).toContain('"password":{"type":"string"');
        expect(JSON.stringify(operation)).toContain('"403"');
      }
    });

    it('lists both devices, this one marked, and ends the other at its next request', async () => {
      const laptop = await signIn('subscriber@example.com', chromeOnWindows);
      const phone = await signIn('subscriber@example.com', safariOnIphone);
      const seen = await sessionsOf(laptop);
      const mine = seen.find((session) => session.current);
      const other = seen.find((session) => !session.current && session.device === 'iPhone');
      expect(mine).toMatchObject({ device: 'Windows', browser: 'Chrome', current: true, createdAt: new Date(TEST_NOW).toISOString() });
      expect(other).toMatchObject({ browser: 'Safari', current: false });

      const ended = await send(laptop, { method: 'DELETE', url: `/api/identity/sessions/${other!.id}`, payload: { password: demoPassword } });
      expect(ended.statusCode, ended.body).toBe(204);
      // The phone's access token is refused now, not in 15 minutes, and it cannot refresh.
      expect(await signedIn(phone)).toBe(false);
      expect((await refresh(phone)).statusCode).toBe(401);
      expect(await signedIn(laptop)).toBe(true);
      expect((await sessionsOf(laptop)).some((session) => session.id === other!.id)).toBe(false);
    });

    it('"Sign out everywhere else" ends every other sign-in and keeps this one', async () => {
      const here = await signIn('subscriber@example.com');
      const others = [await signIn('subscriber@example.com'), await signIn('subscriber@example.com', safariOnIphone)];
      expect((await send(here, { method: 'POST', url: '/api/identity/sessions/sign-out-others', payload: { password: demoPassword } })).statusCode).toBe(204);
      for (const jar of others) expect(await signedIn(jar)).toBe(false);
      expect(await signedIn(here)).toBe(true);
      expect((await sessionsOf(here)).map((session) => session.current)).toEqual([true]);
    });

    it('someone holding a fan\'s session for a moment cannot sign the fan\'s other devices out without the password', async () => {
      const fansPhone = await signIn('subscriber@example.com', safariOnIphone);
      const heldLaptop = await signIn('subscriber@example.com', chromeOnWindows);
      const phoneId = (await sessionsOf(heldLaptop)).find((session) => !session.current && session.device === 'iPhone')!.id;
      const endPhone = (payload?: { password?: string }) =>
        send(heldLaptop, { method: 'DELETE', url: `/api/identity/sessions/${phoneId}`, ...(payload ? { payload } : {}) });
      const endOthers = (payload?: { password?: string }) =>
        send(heldLaptop, { method: 'POST', url: '/api/identity/sessions/sign-out-others', ...(payload ? { payload } : {}) });

      // No password at all, an empty body, an empty password: refused in words, and the phone stays signed in.
      for (const refused of [await endPhone(), await endPhone({}), await endOthers(), await endOthers({})]) {
        expect(refused.statusCode, refused.body).toBe(403);
        expect(apiErrorSchema.parse(refused.json()).message).toBe('Enter your password to sign out your other devices.');
      }
      expect((await endPhone({ password: '' })).statusCode).toBe(400);
      expect(await signedIn(fansPhone)).toBe(true);

      // Wrong passwords count as failed sign-ins do: four are free, the fifth makes the account wait from this
      // address, here and at sign-in, so this is no faster way to guess the password.
      for (const attempt of [endPhone, endOthers, endPhone, endOthers, endPhone]) {
        const wrong = await attempt({ password: 'Guess-the-password-1' });
        expect(wrong.statusCode, wrong.body).toBe(403);
        expect(apiErrorSchema.parse(wrong.json()).message).toBe('Your current password is not right.');
      }
      // Locked means locked: not even the right password gets through, and sign-in waits too.
      const locked = await endOthers({ password: demoPassword });
      expect(locked.statusCode).toBe(429);
      expect(apiErrorSchema.parse(locked.json()).message).toBe('Too many failed sign-in attempts. Try again in 60 seconds.');
      const signInLocked = await send(undefined, {
        method: 'POST',
        url: '/api/identity/authenticate',
        payload: { username: 'subscriber@example.com', password: demoPassword },
      });
      expect(signInLocked.statusCode).toBe(429);
      expect(await signedIn(fansPhone)).toBe(true);
      expect((await sessionsOf(heldLaptop)).some((session) => session.id === phoneId)).toBe(true);

      // Once the wait is over, the fan who knows the password ends the phone, and then every other device.
      clock.set(clock.nowMs() + 2 * 60_000);
      const ended = await endPhone({ password: demoPassword });
      expect(ended.statusCode, ended.body).toBe(204);
      expect(await signedIn(fansPhone)).toBe(false);
      const tablet = await signIn('subscriber@example.com', safariOnIphone);
      expect((await endOthers({ password: demoPassword })).statusCode).toBe(204);
      expect(await signedIn(tablet)).toBe(false);
      expect(await signedIn(heldLaptop)).toBe(true);
    });

    it('signing this browser out takes no password', async () => {
      const laptop = await signIn('subscriber@example.com');
      const mine = (await sessionsOf(laptop)).find((session) => session.current)!;
      const ended = await send(laptop, { method: 'DELETE', url: `/api/identity/sessions/${mine.id}` });
      expect(ended.statusCode, ended.body).toBe(204);
      expect(await signedIn(laptop)).toBe(false);
    });

    it("a fan cannot see or end another fan's session: the same 404 as an unknown one", async () => {
      const victim = await signIn('audio@example.com');
      const attacker = await signIn('fan@example.com');
      const victimSession = (await sessionsOf(victim)).find((session) => session.current)!;
      expect((await sessionsOf(attacker)).some((session) => session.id === victimSession.id)).toBe(false);

      const tried = await send(attacker, { method: 'DELETE', url: `/api/identity/sessions/${victimSession.id}` });
      const unknown = await send(attacker, { method: 'DELETE', url: '/api/identity/sessions/00000000-0000-4000-8000-000000000000' });
      expect(tried.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(tried.json()).toEqual(unknown.json());
      expect(await signedIn(victim)).toBe(true);
      // Without a session there is nothing to list or end.
      expect((await send(undefined, { method: 'GET', url: '/api/identity/sessions' })).statusCode).toBe(401);
      expect((await send(undefined, { method: 'DELETE', url: `/api/identity/sessions/${victimSession.id}` })).statusCode).toBe(401);
      expect(await signedIn(victim)).toBe(true);
    });
  });

  describe('a block ends every session at once (7.4.2, 7.4.5)', () => {
    it("a blocked fan's access token is refused at once by every authenticated route, and changes neither email nor password", async () => {
      const admin = await signIn('admin@example.com');
      const sub = await fanSub('editor@example.com', admin);
      const fan = await signIn('editor@example.com');
      const phone = await signIn('editor@example.com', safariOnIphone);
      expect(await signedIn(fan)).toBe(true);

      const blocked = await send(admin, { method: 'PUT', url: `/api/studio/fans/${sub}/blocked`, payload: { blocked: true } });
      expect(blocked.statusCode, blocked.body).toBe(200);
      // No time passes: not one of the 15 minutes the access tokens had left.
      const tries: [string, InjectOptions & { url: string }][] = [
        ['session', { method: 'GET', url: '/api/identity/session' }],
        ['attributes', { method: 'GET', url: '/api/identity/user/attributes' }],
        ['names', { method: 'PUT', url: '/api/identity/user/attributes', payload: { given_name: 'Mallory' } }],
        ['password', { method: 'POST', url: '/api/identity/change-password', payload: { oldPassword: demoPassword, newPassword: 'taken over for good 1' } }],
        ['email', { method: 'POST', url: '/api/identity/email-change', payload: { newEmail: 'mallory@example.com', password: demoPassword } }],
        ['email code', { method: 'POST', url: '/api/identity/email-change/confirm', payload: { code: '123456' } }],
        ['sessions', { method: 'GET', url: '/api/identity/sessions' }],
        ['sign out others', { method: 'POST', url: '/api/identity/sessions/sign-out-others' }],
        ['refresh', { method: 'POST', url: '/api/identity/refresh' }],
        ['entitlements', { method: 'GET', url: `/api/entitlements/users/entitlements/${sub}` }],
        [
          'checkout',
          {
            method: 'POST',
            url: '/api/payments/create-checkout',
            payload: {
              success_url: '/videos',
              cancel_url: '/videos',
              line_items: [{ price: 'price_video_monthly', quantity: 1 }],
              metadata: { userID: sub, userEmail: 'editor@example.com', packageID: 'video-subscription' },
            },
          },
        ],
        ['voucher', { method: 'POST', url: '/api/payments/vouchers/redeem', payload: { code: 'ANYCODE' } }],
        ['studio', { method: 'GET', url: '/api/studio/session' }],
      ];
      for (const [name, options] of tries) {
        const response = await send(new Map(fan), options);
        expect([401, 403], `${name}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      }
      const stream = await send(new Map(fan), {
        method: 'POST',
        url: '/api/videos/session/check',
        payload: { data: { attributes: { videoID: 'feature-2026-05-19-season-review', mediaType: 'OnDemand', userID: sub, userEmail: 'editor@example.com' } } },
      });
      expect(stream.statusCode).toBe(403);
      expect(stream.json()).toMatchObject({ code: 'ERR_56882466_1' });
      expect(await loginCheck(new Map(phone))).toEqual({ data: null });

      // Nothing changed, and lifting the block brings no session back.
      expect(await emailOf(sub)).toBe('editor@example.com');
      expect((await send(admin, { method: 'PUT', url: `/api/studio/fans/${sub}/blocked`, payload: { blocked: false } })).statusCode).toBe(200);
      expect(await signedIn(fan)).toBe(false);
      expect((await refresh(phone)).statusCode).toBe(401);
      await signIn('editor@example.com'); // the old password still works: it was never changed
    });
  });

  describe('an administrator ends the sign-ins of every account at once (7.4.5, "or for all users")', () => {
    /** The command as a deployment runs it: its own process, on the same database as the running app. */
    const endAllSessions = () =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const location = testDatabase.location;
        execFile(
          process.execPath,
          ['--import', 'tsx', 'src/cli.ts', 'end-all-sessions'],
          { env: { ...process.env, DATABASE_URL: location.kind === 'sqlite' ? location.filename : location.connectionString, NODE_ENV: 'test' } },
          (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
        );
      });

    it('`end-all-sessions` signs out every fan and member of staff at their next request, blocking nobody', async () => {
      const jars = [
        await signIn('fan@example.com'),
        await signIn('subscriber@example.com', safariOnIphone),
        await signIn('admin@example.com'),
      ];
      for (const jar of jars) expect(await signedIn(jar)).toBe(true);

      const result = await endAllSessions();
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^end-all-sessions: \d+ sign-ins ended; everyone signs in again at their next request\.\n$/);

      // No time passes: the access tokens' 15 minutes are not waited for, and no refresh brings one back.
      for (const jar of jars) {
        expect(await signedIn(new Map(jar))).toBe(false);
        expect((await refresh(new Map(jar))).statusCode).toBe(401);
        expect(await loginCheck(new Map(jar))).toEqual({ data: null });
      }
      // Nobody is blocked: each signs in again with their password.
      for (const email of ['fan@example.com', 'subscriber@example.com', 'admin@example.com']) expect(await signedIn(await signIn(email))).toBe(true);
    }, 120_000);
  });

  describe('an email changed with no password and no code (7.5.1)', () => {
    const idTokenOf = async (username: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/identity/user-pool',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        payload: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'club-mobile-app', AuthParameters: { USERNAME: username, PASSWORD: demoPassword } }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return decodeJwt((response.json() as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken);
    };

    it('refuses without the current password and without the code, and the email stays', async () => {
      const jar = await signIn('fan@example.com');
      const sub = '7b6ae5ab-f946-5efb-ac63-06b5b18b4d68';
      const target = 'attacker@example.net';

      // The old way: one PUT, no password, no code.
      const put = await send(jar, { method: 'PUT', url: '/api/identity/user/attributes', payload: { email: target } });
      expect(put.statusCode).toBe(400);
      // No password, a wrong one.
      expect((await send(jar, { method: 'POST', url: '/api/identity/email-change', payload: { newEmail: target } })).statusCode).toBe(400);
      const wrong = await send(jar, { method: 'POST', url: '/api/identity/email-change', payload: { newEmail: target, password: 'not the password' } });
      expect(wrong.statusCode).toBe(400);
      expect(await readOutbox(testDatabase.database.db, target)).toEqual([]);

      // With the password the code goes to the new address; without it nothing changes.
      const asked = await send(jar, { method: 'POST', url: '/api/identity/email-change', payload: { newEmail: target, password: demoPassword } });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(codeDeliveryResponseSchema.parse(asked.json()).data.attributes.destination).toBe('a***@example.net');
      expect((await send(jar, { method: 'POST', url: '/api/identity/email-change/confirm', payload: {} })).statusCode).toBe(400);
      const [mail] = await readOutbox(testDatabase.database.db, target);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      const guess = code === '000000' ? '000001' : '000000';
      expect((await send(jar, { method: 'POST', url: '/api/identity/email-change/confirm', payload: { code: guess } })).statusCode).toBe(400);
      expect(await emailOf(sub)).toBe('fan@example.com');
      // Meanwhile the ID token keeps the old, verified address; the unconfirmed one is in no token.
      expect(await idTokenOf('fan@example.com')).toMatchObject({ email: 'fan@example.com', email_verified: true });

      // Guessing is slowed: after a few wrong codes the account's code checks are locked for a while (429).
      const tries: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        tries.push((await send(jar, { method: 'POST', url: '/api/identity/email-change/confirm', payload: { code: guess } })).statusCode);
      }
      expect(tries).toEqual([400, 400, 400, 400, 429]);
      // And five wrong codes end the code: once the lock is over, the right one comes too late.
      clock.advance(2 * 60_000);
      expect((await refresh(jar)).statusCode).toBe(200);
      const late = await send(jar, { method: 'POST', url: '/api/identity/email-change/confirm', payload: { code } });
      expect(late.statusCode).toBe(400);
      expect(apiErrorSchema.parse(late.json()).message).toBe('That code has expired or has been tried too many times. Ask for a new one.');
      expect(await emailOf(sub)).toBe('fan@example.com');
    });

    it('with the password and the code it changes, the old address is told, and tokens say the new address', async () => {
      const jar = await signIn('subscriber@example.com');
      const attributes = (await send(jar, { method: 'GET', url: '/api/identity/user/attributes' })).json() as { data: { attributes: { sub: string } } };
      const sub = attributes.data.attributes.sub;
      const next = 'sam.new@example.org';
      expect((await send(jar, { method: 'POST', url: '/api/identity/email-change', payload: { newEmail: next, password: demoPassword } })).statusCode).toBe(200);
      // An hour later the code is over.
      clock.advance(60 * 60_000);
      const [mail] = await readOutbox(testDatabase.database.db, next);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      expect((await refresh(jar)).statusCode).toBe(200);
      const late = await send(jar, { method: 'POST', url: '/api/identity/email-change/confirm', payload: { code } });
      expect(late.statusCode).toBe(400);
      expect(apiErrorSchema.parse(late.json()).message).toBe('That code has expired or has been tried too many times. Ask for a new one.');
      expect(await emailOf(sub)).toBe('subscriber@example.com');

      expect((await send(jar, { method: 'POST', url: '/api/identity/email-change', payload: { newEmail: next, password: demoPassword } })).statusCode).toBe(200);
      const [fresh] = await readOutbox(testDatabase.database.db, next);
      const freshCode = /\b(\d{6})\b/.exec(fresh?.text ?? '')?.[1] ?? '';
      const confirmed = await send(jar, { method: 'POST', url: '/api/identity/email-change/confirm', payload: { code: freshCode } });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await emailOf(sub)).toBe(next);
      const [notice] = await readOutbox(testDatabase.database.db, 'subscriber@example.com');
      expect(notice?.subject).toMatch(/email address has changed/);
      expect(notice?.text).toContain('s***@example.org');
      expect(await idTokenOf(next)).toMatchObject({ email: next, email_verified: true });
    });
  });
});
