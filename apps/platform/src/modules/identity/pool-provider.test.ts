import { sessionResponseSchema, userAttributesResponseSchema } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../../testing/databases';
import { cookieHeader } from '../payments/testing';
import { demoAccounts } from './seed';

const password = demoAccounts.password;
const fan = demoAccounts.accounts.find((account) => account.email === 'fan@example.com')!;

/**
 * A club's existing user pool as the provider: platform A's browser endpoints, through the cloud
 * service's own SDK, against a second platform (B) whose embedded user-pool protocol plays the pool,
 * listening on a port with its own database. SQLite only: the pool's rows are the embedded tables'
 * cousins, and each Postgres database here doubles the run.
 */
describe('identity with an existing user pool (sqlite)', () => {
  let poolDatabase: TestDatabase;
  let platformDatabase: TestDatabase;
  let pool: FastifyInstance;
  let platform: FastifyInstance;
  let poolOrigin: string;

  beforeAll(async () => {
    poolDatabase = await createTestDatabase('sqlite');
    await prepareDatabase(poolDatabase.database, silentLog);
    pool = await buildApp(testConfig(poolDatabase.location), { database: poolDatabase.database });
    poolOrigin = await pool.listen({ port: 0, host: '127.0.0.1' });

    platformDatabase = await createTestDatabase('sqlite');
    await prepareDatabase(platformDatabase.database, silentLog);
    platform = await buildApp(
      {
        ...testConfig(platformDatabase.location),
        identityUserPool: { clientId: 'club-sites-pool', region: 'eu-west-2', endpoint: `${poolOrigin}/api/identity/user-pool` },
      },
      { database: platformDatabase.database },
    );
  });

  afterAll(async () => {
    await platform?.close();
    await pool?.close();
    await platformDatabase?.drop();
    await poolDatabase?.drop();
  });

  const post = (url: string, payload?: object, cookie?: string) =>
    platform.inject({ method: 'POST', url: `/api/identity/${url}`, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  const get = (url: string, cookie?: string) =>
    platform.inject({ method: 'GET', url: `/api/identity/${url}`, headers: cookie ? { cookie } : {} });

  const poolCode = async (to: string) => {
    const response = await fetch(`${poolOrigin}/api/identity/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: { text: string }[] };
    return /\b(\d{6})\b/.exec(data[0]?.text ?? '')?.[1];
  };

  it('should sign up, confirm and sign in through the platform, with only the platform\'s own cookies in the browser', async () => {
    const email = 'newcomer@example.com';
    const signUp = await post('sign-up', {
      username: email,
      password: 'Goal-line-Clearance-42',
      attributes: { email, given_name: 'Nia', family_name: 'Newcomer' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(signUp.json()).toEqual({ data: { attributes: { destination: 'n***@example.com' } } });
    // Not confirmed yet: the pool's answer, in the embedded provider's words.
    const early = await post('authenticate', { username: email, password: 'Goal-line-Clearance-42' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'userNotConfirmed' });

    const code = await poolCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post('confirm-sign-up', { username: email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'codeMismatch' });
    expect((await post('confirm-sign-up', { username: email, code })).statusCode).toBe(204);

    const signIn = await post('authenticate', { username: email, password: 'Goal-line-Clearance-42' });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const session = sessionResponseSchema.parse(signIn.json()).data.attributes;
    expect(session.user).toMatchObject({ email, given_name: 'Nia', family_name: 'Newcomer' });
    expect(session.displayName).toBe('Nia Newcomer');
    const cookie = cookieHeader(signIn);
    expect(cookie).toMatch(/club_access=.+; club_refresh=.+/);

    const again = await get('session', cookie);
    expect(again.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(again.json()).data.attributes.user.sub).toBe(session.user.sub);
    // The cookies are the platform's, not the pool's: the pool does not know them.
    const poolSession = await pool.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie } });
    expect(poolSession.statusCode).toBe(401);
  });

  it('should identify a pool user by the pool\'s sub, and refuse a wrong password and a blocked account as the embedded provider does', async () => {
    const signIn = await post('authenticate', { username: fan.email, password });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(sessionResponseSchema.parse(signIn.json()).data.attributes.user).toEqual({
      sub: fan.sub,
      email: fan.email,
      given_name: 'Frankie',
      family_name: 'Fan',
    });

    const wrong = await post('authenticate', { username: fan.email, password: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Incorrect username or password.', code: 'notAuthorized' });

    const blocked = await post('authenticate', { username: 'blocked@example.com', password });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ message: 'Your account has been blocked by an administrator', code: 'blocked' });
  });

  it("should answer 'passwordChangeRequired' for an account that must choose a new password, then set it and sign in", async () => {
    const first = await post('authenticate', { username: 'reset@example.com', password });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'passwordChangeRequired', message: 'Choose a new password to finish signing in.' });

    const same = await post('authenticate', { username: 'reset@example.com', password, newPassword: password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'invalidPassword' });

    const set = await post('authenticate', { username: 'reset@example.com', password, newPassword: 'Fresh-Penalty-Spot-77' });
    expect(set.statusCode, set.body).toBe(200);
    const later = await post('authenticate', { username: 'reset@example.com', password: 'Fresh-Penalty-Spot-77' });
    expect(later.statusCode).toBe(200);
  });

  it('should refresh through the pool, read and update attributes, change the password, and sign out of both', async () => {
    const signIn = await post('authenticate', { username: 'subscriber@example.com', password });
    expect(signIn.statusCode).toBe(200);
    let cookie = cookieHeader(signIn);

    const refreshed = await post('refresh', undefined, cookie);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    cookie = cookieHeader(refreshed, cookie);
    expect((await get('session', cookie)).statusCode).toBe(200);

    const update = await platform.inject({
      method: 'PUT',
      url: '/api/identity/user/attributes',
      payload: { given_name: 'Samantha' },
      headers: { cookie },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(userAttributesResponseSchema.parse(update.json()).data.attributes.given_name).toBe('Samantha');
    // The pool holds the change: a new sign-in elsewhere reads it from there.
    const elsewhere = await pool.inject({ method: 'POST', url: '/api/identity/authenticate', payload: { username: 'subscriber@example.com', password } });
    expect(sessionResponseSchema.parse(elsewhere.json()).data.attributes.user.given_name).toBe('Samantha');

    const badOld = await post('change-password', { oldPassword: 'Not-the-password-1', newPassword: 'Another-Long-Throw-9' }, cookie);
    expect(badOld.statusCode).toBe(400);
    expect(badOld.json()).toMatchObject({ message: 'Your current password is not right.' });
    expect((await post('change-password', { oldPassword: password, newPassword: 'Another-Long-Throw-9' }, cookie)).statusCode).toBe(204);
    expect((await get('session', cookie)).statusCode).toBe(200);

    const signOut = await post('sign-out', undefined, cookie);
    expect(signOut.statusCode).toBe(204);
    expect((await get('session', cookie)).statusCode).toBe(401);
    const afterwards = await post('refresh', undefined, cookie);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json()).toMatchObject({ message: 'Your session has ended. Please log in again.' });
    expect((await get('login-check', cookie)).json()).toEqual({ data: null });
  });

  it('should list a fan\'s sign-ins through the pool as "Signed-in devices", end one from the other, and sign out everywhere else (issue 28)', async () => {
    const browser = (userAgent: string) =>
      platform.inject({
        method: 'POST',
        url: '/api/identity/authenticate',
        payload: { username: 'audio@example.com', password },
        headers: { 'user-agent': userAgent },
      });
    const phone = cookieHeader(await browser('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1'));
    const laptop = cookieHeader(await browser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'));
    const third = cookieHeader(await browser('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0'));

    const listed = await get('sessions', laptop);
    expect(listed.statusCode, listed.body).toBe(200);
    const devices = listed.json().data as { id: string; device: string | null; browser: string | null; current: boolean }[];
    expect(devices).toHaveLength(3);
    expect(devices.filter((device) => device.current)).toHaveLength(1);
    expect(devices.map((device) => device.browser).sort()).toEqual(['Chrome', 'Firefox', 'Safari']);
    const phoneSession = devices.find((device) => device.browser === 'Safari')!;

    // Ending another device takes the password, checked by the pool (ASVS 7.5.2): without it, or wrong, nothing ends.
    const endPhone = (body?: { password: string }) =>
      platform.inject({ method: 'DELETE', url: `/api/identity/sessions/${phoneSession.id}`, headers: { cookie: laptop }, ...(body ? { payload: body } : {}) });
    const bare = await endPhone();
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ message: 'Enter your password to sign out your other devices.' });
    const wrong = await endPhone({ password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: 'Your current password is not right.' });
    expect((await get('session', phone)).statusCode).toBe(200);

    // Ended from the laptop: the phone is signed out at its next request, and cannot refresh.
    const end = await endPhone({ password });
    expect(end.statusCode, end.body).toBe(204);
    expect((await get('session', phone)).statusCode).toBe(401);
    expect((await post('refresh', undefined, phone)).statusCode).toBe(401);
    // Not another fan's to end: another account's id answers as an unknown one.
    const other = cookieHeader(await post('authenticate', { username: fan.email, password }));
    const otherId = (await get('sessions', other)).json().data[0].id as string;
    const refused = await platform.inject({ method: 'DELETE', url: `/api/identity/sessions/${otherId}`, headers: { cookie: laptop } });
    expect(refused.statusCode).toBe(404);
    expect((await get('session', other)).statusCode).toBe(200);

    expect((await post('sessions/sign-out-others', { password: 'not-the-password-1' }, laptop)).statusCode).toBe(403);
    expect((await get('session', third)).statusCode).toBe(200);
    expect((await post('sessions/sign-out-others', { password }, laptop)).statusCode).toBe(204);
    expect((await get('session', third)).statusCode).toBe(401);
    expect((await get('session', laptop)).statusCode).toBe(200);
    expect((await get('sessions', laptop)).json().data).toHaveLength(1);
  });

  it('should leave the email change to the pool, which verifies its own addresses', async () => {
    const cookie = cookieHeader(await post('authenticate', { username: fan.email, password }));
    const response = await post('email-change', { newEmail: 'elsewhere@example.com', password }, cookie);
    expect(response.statusCode).toBe(404);
  });

  it('should not serve the embedded user-pool protocol when a pool is configured', async () => {
    const response = await platform.inject({
      method: 'POST',
      url: '/api/identity/user-pool',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
