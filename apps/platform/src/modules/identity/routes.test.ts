import { Writable } from 'node:stream';
import { outboxResponseSchema, sessionResponseSchema } from '@club/api-client';
import { clockReading, getClock } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startTestApp } from '../../testing/app';
import { type TestDatabase, testConfig, testDialects } from '../../testing/databases';
import { cookieHeader } from '../payments/testing';
import { demoAccounts } from './seed';

const password = demoAccounts.password;
const fan = demoAccounts.accounts.find((account) => account.email === 'fan@example.com')!;
const staff = demoAccounts.accounts.find((account) => account.email === 'staff@example.com')!;

describe('the development outbox without MAIL_OUTBOX=on', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const started = await startTestApp('sqlite', { config: { outboxReadable: false } });
    app = started.app;
    return started.close;
  });

  it('should not exist, even for a client on this machine, after a reset was requested', async () => {
    const forgot = await app.inject({ method: 'POST', url: '/api/identity/forgot-password', payload: { username: 'fan@example.com' } });
    expect(forgot.statusCode).toBe(200);
    const unknownPath = await app.inject({ method: 'GET', url: '/api/identity/no-such-thing' });
    const response = await app.inject({ method: 'GET', url: '/api/identity/outbox?to=fan@example.com', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ...unknownPath.json(), message: expect.any(String) });
    expect(response.body).not.toMatch(/\d{6}/);
  });
});

describe.each(testDialects)('identity (browser endpoints) on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  // Whole seconds, as tokens count time.
  let clock = new Date(Math.floor(getClock().nowMs() / 1000) * 1000);
  const logs: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    const started = await startTestApp(dialect, { config: { logLevel: 'info' }, dependencies: { clock: clockReading(() => clock), logStream } });
    ({ app, testDatabase } = started);
    return started.close;
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
      // The tokens never appear in an answer (the "signed in" hint is a plain `1`, no secret).
      for (const { value } of (response.cookies as { name: string; value: string }[]).filter((c) => c.name !== 'club_signed_in')) {
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

    it('should answer the login check with null for a visitor, the session when signed in, renewed from the refresh cookie alone', async () => {
      const check = (cookie?: string) =>
        app.inject({ method: 'GET', url: '/api/identity/login-check', headers: cookie ? { cookie } : {} });
      const visitor = await check();
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ data: null });

      const { cookie } = await signIn(fan.email);
      const signedIn = await check(cookie);
      expect(signedIn.json().data.attributes.user.email).toBe(fan.email);

      // The access cookie lapses: the check rotates the refresh cookie itself and sets new cookies.
      advance(15 * 60_000 + 1000);
      const refreshOnly = cookie.split('; ').filter((pair) => pair.startsWith('club_refresh=')).join('; ');
      const renewed = await check(refreshOnly);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().data.attributes.user.email).toBe(fan.email);
      const names = (renewed.cookies as { name: string; value: string }[]).filter((c) => c.value).map((c) => c.name);
      expect(names.sort()).toEqual(['club_access', 'club_refresh', 'club_signed_in']);
      expect(JSON.stringify(renewed.json())).not.toContain(cookieHeader(renewed).split('=')[1]!);

      // The spent refresh token, long after its grace: the sign-in is over, and the cookies are cleared
      // (the "signed in" hint too).
      advance(60_000);
      const spent = await check(`${refreshOnly}; club_signed_in=1`);
      expect(spent.json()).toEqual({ data: null });
      const cleared = spent.cookies as { name: string; value: string }[];
      expect(cleared.map((c) => c.name).sort()).toEqual(['club_access', 'club_refresh', 'club_signed_in']);
      expect(cleared.every((c) => c.value === '')).toBe(true);
    });

    it('should clear a "signed in" hint that outlived its sign-in, and set no cookie for a plain visitor', async () => {
      const check = (cookie?: string) =>
        app.inject({ method: 'GET', url: '/api/identity/login-check', headers: cookie ? { cookie } : {} });
      const stale = await check('club_signed_in=1');
      expect(stale.json()).toEqual({ data: null });
      const hint = (stale.cookies as { name: string; value: string; path?: string }[]).find((c) => c.name === 'club_signed_in');
      expect(hint).toMatchObject({ value: '', path: '/' });
      // The hint alone is never taken for a sign-in.
      expect((await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie: 'club_signed_in=1' } })).statusCode).toBe(401);
      expect((await check()).cookies).toHaveLength(0);
    });

    it('should end the sign-in at sign-out: cookies cleared, the old access token refused', async () => {
      const { cookie } = await signIn(staff.email);
      const out = await post('sign-out', undefined, cookie);
      expect(out.statusCode).toBe(204);
      expect((out.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value])).toEqual([
        ['club_access', ''],
        ['club_refresh', ''],
        ['club_signed_in', ''],
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

  describe('the new-password challenge (reset@example.com)', () => {
    it("should answer 'passwordChangeRequired' without a new password, refuse a weak one, then set it and sign in", async () => {
      const first = await post('authenticate', { username: 'reset@example.com', password });
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({ code: 'passwordChangeRequired' });
      expect(first.cookies).toHaveLength(0);

      const weak = await post('authenticate', { username: 'reset@example.com', password, newPassword: 'password1' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'invalidPassword', message: expect.stringMatching(/too common/) });

      const set = await post('authenticate', { username: 'reset@example.com', password, newPassword: 'a brand new secret' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.cookies).toHaveLength(3);
      expect((await post('authenticate', { username: 'reset@example.com', password })).statusCode).toBe(401);
      await signIn('reset@example.com', 'a brand new secret');

      // Marked again: the password it has now will not do as the new one.
      await testDatabase.database.db
        .updateTable('identity_user')
        .set({ status: 'password-change-required' })
        .where('username', '=', 'reset@example.com')
        .execute();
      const same = await post('authenticate', {
        username: 'reset@example.com',
        password: 'a brand new secret',
        newPassword: 'a brand new secret',
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ message: 'Choose a password different from your current one.' });
    });
  });

  describe('password policy', () => {
    it.each([
      ['short', 'Use at least 8 characters for your password.'],
      ['x'.repeat(129), 'Use no more than 128 characters for your password.'],
      ['Liverpool1', 'That password is too common and easy to guess. Choose a different one, such as a few unrelated words.'],
      ['qwertyuiop', 'That password is too common and easy to guess. Choose a different one, such as a few unrelated words.'],
      ['policy.check@example.com', 'Your password cannot be your email address. Choose a different one.'],
    ])('should refuse %j at sign-up in plain words', async (weak, message) => {
      const email = 'policy.check@example.com';
      const response = await post('sign-up', { username: email, password: weak, attributes: { email } });
      expect(response.statusCode).toBe(400);
      // Over-long passwords stop at the request schema, which names the field; the rest at the policy.
      if (weak.length > 128) expect(response.json().details).toEqual([{ path: 'body.password', message }]);
      else expect(response.json()).toMatchObject({ message, code: 'invalidPassword' });
    });

    it('should accept a long passphrase with no digits or symbols (no composition rules)', async () => {
      const email = 'passphrase@example.com';
      const response = await post('sign-up', { username: email, password: 'tea on the terraces at three', attributes: { email } });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('forgot password, change password, attributes', () => {
    it('should reset a password with the mailed code and end every session', async () => {
      const email = 'audio@example.com';
      const { cookie } = await signIn(email);
      const forgot = await post('forgot-password', { username: email });
      expect(forgot.json()).toEqual({ data: { attributes: { destination: 'a***@example.com' } } });
      const code = await latestCode(email);
      const weak = await post('confirm-forgot-password', { username: email, code, newPassword: 'password123' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'invalidPassword' });
      const done = await post('confirm-forgot-password', { username: email, code, newPassword: 'listening on the radio' });
      expect(done.statusCode, done.body).toBe(204);
      expect((await post('confirm-forgot-password', { username: email, code, newPassword: 'again and again' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie } })).statusCode).toBe(401);
      await signIn(email, 'listening on the radio');
    });

    it('should end a code after five wrong tries', async () => {
      const email = 'subscriber@example.com';
      await post('forgot-password', { username: email });
      const code = await latestCode(email);
      const wrong = code === '123456' ? '654321' : '123456';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await post('confirm-forgot-password', { username: email, code: wrong, newPassword: 'some new words here' })).json())
          .toMatchObject({ code: 'codeMismatch' });
      }
      // Five wrong codes also make the address wait a minute before trying codes again…
      const locked = await post('confirm-forgot-password', { username: email, code, newPassword: 'some new words here' });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('60');
      // …after which the right code is still spent.
      advance(61_000);
      const late = await post('confirm-forgot-password', { username: email, code, newPassword: 'some new words here' });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'expiredCode' });
    });

    it("should refuse change password and attributes without a session: 'No active user'", async () => {
      const change = await post('change-password', { oldPassword: password, newPassword: 'whatever you like now' });
      expect(change.statusCode).toBe(401);
      expect(change.json()).toMatchObject({ message: 'No active user' });
      const attributes = await app.inject({ method: 'GET', url: '/api/identity/user/attributes' });
      expect(attributes.statusCode).toBe(401);
      expect(attributes.json()).toMatchObject({ message: 'No active user' });
      const update = await app.inject({ method: 'PUT', url: '/api/identity/user/attributes', payload: { given_name: 'X' } });
      expect(update.json()).toMatchObject({ message: 'No active user' });
    });

    it('should change the password of the signed-in user, checking the old one', async () => {
      const email = 'change.me@example.com';
      await post('sign-up', { username: email, password: 'first of many secrets', attributes: { email } });
      await post('confirm-sign-up', { username: email, code: await latestCode(email) });
      const { cookie } = await signIn(email, 'first of many secrets');
      const wrong = await post('change-password', { oldPassword: 'not it at all', newPassword: 'second of many secrets' }, cookie);
      expect(wrong.statusCode).toBe(400);
      const done = await post('change-password', { oldPassword: 'first of many secrets', newPassword: 'second of many secrets' }, cookie);
      expect(done.statusCode, done.body).toBe(204);
      expect((await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie } })).statusCode).toBe(200);
      await signIn(email, 'second of many secrets');
    });

    it('should read and update the names; the email does not change here (issue 28: it takes the password and a code)', async () => {
      const { cookie } = await signIn('fan@example.com');
      const read = await app.inject({ method: 'GET', url: '/api/identity/user/attributes', headers: { cookie } });
      expect(read.json()).toEqual({ data: { attributes: { sub: fan.sub, email: fan.email, given_name: 'Frankie', family_name: 'Fan' } } });
      const update = await app.inject({
        method: 'PUT',
        url: '/api/identity/user/attributes',
        headers: { cookie },
        payload: { given_name: ' Frankie-Jo ', family_name: 'Fan' },
      });
      expect(update.json().data.attributes).toMatchObject({ given_name: 'Frankie-Jo', family_name: 'Fan' });
      const taken = await app.inject({
        method: 'PUT',
        url: '/api/identity/user/attributes',
        headers: { cookie },
        payload: { email: 'staff@example.com' },
      });
      expect(taken.statusCode).toBe(400);
      const mine = await app.inject({ method: 'PUT', url: '/api/identity/user/attributes', headers: { cookie }, payload: { email: ' FAN@example.com ' } });
      expect(mine.statusCode, mine.body).toBe(200);
      const after = await app.inject({ method: 'GET', url: '/api/identity/user/attributes', headers: { cookie } });
      expect(after.json().data.attributes.email).toBe(fan.email);
    });
  });

  describe('no way to learn which emails have accounts', () => {
    it('should answer sign-up, resend and forgot password alike for known and unknown addresses', async () => {
      const known = 'fan@example.com';
      const unknown = 'fen@example.com';
      for (const [url, body] of [
        ['sign-up', (email: string) => ({ username: email, password: 'a long enough phrase', attributes: { email } })],
        ['resend-code', (email: string) => ({ username: email })],
        ['forgot-password', (email: string) => ({ username: email })],
      ] as const) {
        const a = await post(url, body(known));
        const b = await post(url, body(unknown));
        expect(a.statusCode).toBe(b.statusCode);
        expect(a.json()).toEqual(b.json());
      }
      const notice = await app.inject({ method: 'GET', url: `/api/identity/outbox?to=${known}` });
      expect(notice.json().data.some((mail: { text: string }) => /already has one/.test(mail.text))).toBe(true);
    });

    it('should refuse a wrong password for a known and an unknown email with the same answer in similar time', async () => {
      const time = async (username: string) => {
        const started = performance.now();
        const response = await post('authenticate', { username, password: 'wrong password here' }, undefined, '10.9.9.9');
        return { response, ms: performance.now() - started };
      };
      await time('warm.up@example.com');
      const knownRuns: number[] = [];
      const unknownRuns: number[] = [];
      let known;
      let unknown;
      for (let run = 0; run < 9; run += 1) {
        known = await time('staff@example.com');
        unknown = await time(`nobody${run}@example.com`);
        // A right password now and then forgives the failures, so the lockout stays out of the timing.
        if (run % 4 === 3) await post('authenticate', { username: 'staff@example.com', password }, undefined, '10.9.9.9');
        knownRuns.push(known.ms);
        unknownRuns.push(unknown.ms);
      }
      expect(known!.response.statusCode).toBe(401);
      expect(unknown!.response.body).toBe(known!.response.body);
      const median = (values: number[]) => values.sort((x, y) => x - y)[4]!;
      // The leak to avoid is an unknown email answered without hashing (a fraction of the time). Both
      // verify an argon2id hash (a dummy one for unknown users), so neither is much faster than the other;
      // the bound is loose because the machine is shared (skipping the hash would be under a tenth).
      expect(median(unknownRuns)).toBeGreaterThan(median(knownRuns) / 3);
      expect(median(knownRuns)).toBeGreaterThan(median(unknownRuns) / 3);
      await post('authenticate', { username: 'staff@example.com', password });
    });
  });

  describe('lockout', () => {
    it('should answer 429 with a Retry-After that grows after repeated failures, for known and unknown emails alike', async () => {
      for (const username of ['subscriber@example.com', 'ghost@example.com']) {
        const attempt = () => post('authenticate', { username, password: 'guess guess guess' }, undefined, '10.1.1.1');
        for (let n = 0; n < 5; n += 1) expect((await attempt()).statusCode).toBe(401);
        const locked = await attempt();
        expect(locked.statusCode).toBe(429);
        expect(locked.headers['retry-after']).toBe('60');
        expect(locked.json()).toMatchObject({ code: 'tooManyAttempts', message: expect.stringMatching(/Try again in 60 seconds/) });
        // Locked means locked: the right password waits too (for the known account).
        expect((await post('authenticate', { username, password }, undefined, '10.1.1.1')).statusCode).toBe(429);
        advance(61_000);
        expect((await attempt()).statusCode).toBe(401);
        const longer = await attempt();
        expect(longer.statusCode).toBe(429);
        expect(longer.headers['retry-after']).toBe('120');
        advance(121_000);
      }
      await signIn('subscriber@example.com');
    });

    // A hundred wrong passwords are a hundred argon2 hashes (19 MiB each, the dummy hash for an unknown
    // account): about 2 s on a quiet machine, and over a minute on two cores while the suite's ffmpeg jobs run.
    // A time limit is no part of what is tested here, so the test has room (the vitest default is a minute).
    it('should lock out an address after many failures across accounts', { timeout: 600_000 }, async () => {
      for (let n = 0; n < 100; n += 1) {
        await post('authenticate', { username: `spray${n}@example.com`, password: 'Summer2024!' }, undefined, '10.2.2.2');
      }
      const locked = await post('authenticate', { username: 'fan@example.com', password }, undefined, '10.2.2.2');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post('authenticate', { username: 'fan@example.com', password }, undefined, '10.3.3.3')).statusCode).toBe(200);
    });
  });

  describe('refresh tokens', () => {
    it('should rotate the refresh cookie on every use and end the whole sign-in when an old one comes back', async () => {
      const { cookie: first } = await signIn('staff@example.com');
      advance(16 * 60_000);
      expect((await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie: first } })).statusCode).toBe(401);
      const refreshed = await post('refresh', undefined, first);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const second = cookieHeader(refreshed, first);
      expect(second).not.toBe(first);
      expect((await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie: second } })).statusCode).toBe(200);
      for (const { name, value } of refreshed.cookies as { name: string; value: string }[]) {
        if (name !== 'club_signed_in') expect(refreshed.body).not.toContain(value);
      }

      // The first refresh token again, later: stolen or replayed. Its family ends, including the new tokens.
      advance(11_000);
      const replay = await post('refresh', undefined, first);
      expect(replay.statusCode).toBe(401);
      // The 401 clears the cookies, the "signed in" hint with them.
      expect((replay.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value])).toEqual([
        ['club_access', ''],
        ['club_refresh', ''],
        ['club_signed_in', ''],
      ]);
      expect((await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie: second } })).statusCode).toBe(401);
      expect((await post('refresh', undefined, second)).statusCode).toBe(401);
    });

    it('should let two tabs refresh with the same token at the same moment without ending the sign-in', async () => {
      const { cookie } = await signIn('staff@example.com');
      const [one, two] = await Promise.all([post('refresh', undefined, cookie), post('refresh', undefined, cookie)]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      // Whichever cookie the browser kept works, and so does the other tab's.
      for (const response of [one, two]) {
        const next = cookieHeader(response, cookie);
        expect((await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie: next } })).statusCode).toBe(200);
        expect((await post('refresh', undefined, next)).statusCode).toBe(200);
      }
    });

    it('should refuse refresh without a cookie', async () => {
      expect((await post('refresh')).statusCode).toBe(401);
    });
  });

  describe('cookies', () => {
    type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string; domain?: string };

    it('should set httpOnly, SameSite=Lax cookies, Secure and prefixed over HTTPS, plain over plain HTTP', async () => {
      const secure = await app.inject({
        method: 'POST',
        url: '/api/identity/authenticate',
        headers: { host: 'club.example', 'x-forwarded-proto': 'https' },
        payload: { username: 'fan@example.com', password },
      });
      const cookies = secure.cookies as (Cookie & { maxAge?: number })[];
      expect(cookies.map((c) => [c.name, c.path])).toEqual([
        ['__Host-club_access', '/'],
        ['__Secure-club_refresh', '/api/identity'],
        ['__Host-club_signed_in', '/'],
      ]);
      const [access, refresh, hint] = cookies;
      for (const cookie of [access, refresh]) {
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
      }
      // The "signed in" hint: readable by the page, no secret in it, as long-lived as the refresh cookie.
      expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', secure: true, maxAge: refresh!.maxAge });
      expect(hint!.httpOnly).toBeFalsy();
      expect(refresh!.maxAge).toBe(30 * 24 * 60 * 60);
      // A real host name over plain HTTP: the scheme decides, not the name.
      const plain = await app.inject({
        method: 'POST',
        url: '/api/identity/authenticate',
        headers: { host: 'club.example' },
        payload: { username: 'fan@example.com', password },
      });
      expect((plain.cookies as Cookie[]).map((c) => c.name)).toEqual(['club_access', 'club_refresh', 'club_signed_in']);
      for (const cookie of plain.cookies as Cookie[]) expect(cookie.secure).toBeFalsy();
    });

    it("should judge Secure by the visitor's scheme when a site's server forwards the request", async () => {
      const forwarded = (remoteAddress: string, proto: string) =>
        app.inject({
          method: 'POST',
          url: '/api/identity/authenticate',
          remoteAddress,
          headers: { host: '127.0.0.1:4000', 'x-forwarded-host': 'www.club.example', 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.9' },
          payload: { username: 'fan@example.com', password },
        });
      // From the site's server on this machine: the scheme its visitor used decides.
      for (const cookie of (await forwarded('127.0.0.1', 'https')).cookies as Cookie[]) expect(cookie.secure).toBe(true);
      for (const cookie of (await forwarded('127.0.0.1', 'http')).cookies as Cookie[]) expect(cookie.secure).toBeFalsy();
      // From anywhere else the forwarding headers are not believed: this hop was plain HTTP.
      const spoofed = await forwarded('198.51.100.7', 'https');
      for (const cookie of spoofed.cookies as Cookie[]) expect(cookie.secure).toBeFalsy();
    });

    it('should make every cookie Secure and prefixed when every site is https (SITE_ORIGINS), whatever this hop says', async () => {
      const httpsSites = await buildApp(
        { ...testConfig(testDatabase.location), siteOrigins: ['https://www.club.example', 'https://watch.club.example'] },
        { database: testDatabase.database },
      );
      try {
        const response = await httpsSites.inject({ method: 'POST', url: '/api/identity/authenticate', payload: { username: 'fan@example.com', password } });
        expect((response.cookies as Cookie[]).map((c) => [c.name, c.secure])).toEqual([
          ['__Host-club_access', true],
          ['__Secure-club_refresh', true],
          ['__Host-club_signed_in', true],
        ]);
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      } finally {
        await httpsSites.close();
      }
    });
  });

  describe('the development outbox (MAIL_OUTBOX=on)', () => {
    const outbox = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
      app.inject({ method: 'GET', url: '/api/identity/outbox?to=fan@example.com', ...options });

    it('should answer a client on this machine talking to the platform directly', async () => {
      await post('forgot-password', { username: 'fan@example.com' });
      for (const remoteAddress of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
        const response = await outbox({ remoteAddress });
        expect(response.statusCode, remoteAddress).toBe(200);
        expect(outboxResponseSchema.parse(response.json()).data.length).toBeGreaterThan(0);
      }
    });

    it("should answer a request forwarded by a site's server as if the path did not exist", async () => {
      const unknownPath = await app.inject({ method: 'GET', url: '/api/identity/no-such-thing' });
      const forwardedHeaders: Record<string, string>[] = [
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' },
        { 'x-forwarded-host': 'localhost:3000' },
        { 'x-forwarded-proto': 'http' },
        { forwarded: 'for=127.0.0.1;proto=http' },
        { 'x-real-ip': '127.0.0.1' },
        { via: '1.1 proxy' },
      ];
      for (const headers of forwardedHeaders) {
        const response = await outbox({ remoteAddress: '127.0.0.1', headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(404);
        expect(response.json(), JSON.stringify(headers)).toEqual({ ...unknownPath.json(), message: expect.any(String) });
        expect(response.body).not.toContain('@example.com');
      }
    });

    it('should refuse any peer that is not loopback, whatever it claims', async () => {
      for (const remoteAddress of ['10.0.0.5', '192.168.1.20', '203.0.113.7', '::ffff:10.0.0.5', 'fe80::1', '2001:db8::1']) {
        expect((await outbox({ remoteAddress })).statusCode, remoteAddress).toBe(404);
      }
      // TRUST_PROXY believes loopback proxies about the visitor's address; the outbox does not.
      expect((await outbox({ remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    });

    it('should refuse before reading the query, so a refusal says nothing about the input', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/identity/outbox', remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('secrets stay out of logs', () => {
    it('should log neither passwords nor tokens', async () => {
      const { response, cookie } = await signIn('fan@example.com');
      await post('refresh', undefined, cookie);
      await post('authenticate', { username: 'fan@example.com', password: 'definitely-wrong-1' });
      const all = logs.join('');
      expect(all).toContain('/api/identity/authenticate');
      // The tokens (the "signed in" hint is a plain `1`, no secret).
      for (const { name, value } of response.cookies as { name: string; value: string }[]) {
        if (name !== 'club_signed_in') expect(all).not.toContain(value);
      }
      expect(all).not.toContain(password);
      expect(all).not.toContain('definitely-wrong-1');
    });
  });
});
