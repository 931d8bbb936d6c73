import fastifyCookie from '@fastify/cookie';
import { getClock } from '@club/clock';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadKeyRing } from '../../infra/keys';
import { createMailer } from '../../infra/mail/mailer';
import { testConfig, testDialects } from '../../testing/databases';
import { suiteSeededDatabase } from '../../testing/app';
import { createCurrentUser } from './current-user';
import { hashPassword } from './passwords';
import { demoAccounts } from './seed';
import { createIdentityService } from './service';
import { createTokens } from './tokens';

const password = demoAccounts.password;
const staff = demoAccounts.accounts.find((account) => account.email === 'staff@example.com')!;

describe.each(testDialects)('CurrentUser and several instances on $dialect', ({ dialect }) => {
  const testDatabase = suiteSeededDatabase(dialect);
  let first: FastifyInstance;
  let second: FastifyInstance;
  let configured: FastifyInstance;
  let probe: FastifyInstance;

  beforeAll(async () => {
    const config = testConfig(testDatabase.location);
    first = await buildApp(config, { database: testDatabase.database });
    second = await buildApp(config, { database: testDatabase.database });
    configured = await buildApp(
      { ...config, cookieDomain: '.club.example', sessionSecret: 's'.repeat(40), outboxReadable: false },
      { database: testDatabase.database },
    );
    // Another module's view: a bare server that only has the CurrentUser, built on the same database.
    const db = testDatabase.database.db;
    const service = createIdentityService(db, {
      tokens: createTokens(await loadKeyRing(db, {}, () => getClock().now()), () => getClock().now()),
      mailer: createMailer(db),
      clubName: 'Test club',
      dummyHash: await hashPassword('dummy'),
    });
    const currentUser = createCurrentUser(service);
    probe = Fastify();
    await probe.register(fastifyCookie);
    probe.get('/whoami', async (request) => ({ user: await currentUser(request) }));
  });

  afterAll(async () => {
    for (const app of [first, second, configured, probe]) await app?.close();
  });

  const signIn = async (app: FastifyInstance, username: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/identity/authenticate', payload: { username, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const cookieOf = (response: Awaited<ReturnType<typeof signIn>>) =>
    (response.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');

  it('should accept on one instance the session signed in on another (the key is shared through the database)', async () => {
    const cookie = cookieOf(await signIn(first, staff.email));
    const session = await second.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
  });

  it('should give other modules the signed-in user, by cookie or Bearer token, and null when signed out', async () => {
    const response = await signIn(first, staff.email);
    const cookie = cookieOf(response);
    const seen = await probe.inject({ method: 'GET', url: '/whoami', headers: { cookie } });
    expect(seen.json()).toEqual({
      user: {
        sub: staff.sub,
        email: staff.email,
        givenName: 'Stevie',
        familyName: 'Staff',
        bypassed: true,
        blocked: false,
        // The sign-in (refresh-token family): videos count one device per sign-in.
        signInId: expect.any(String),
      },
    });
    const access = (response.cookies as { name: string; value: string }[]).find((c) => c.name === 'club_access')!.value;
    const bearer = await probe.inject({ method: 'GET', url: '/whoami', headers: { authorization: `Bearer ${access}` } });
    expect(bearer.json().user.sub).toBe(staff.sub);

    expect((await probe.inject({ method: 'GET', url: '/whoami' })).json()).toEqual({ user: null });
    await first.inject({ method: 'POST', url: '/api/identity/sign-out', headers: { cookie } });
    expect((await probe.inject({ method: 'GET', url: '/whoami', headers: { cookie } })).json()).toEqual({ user: null });
  });

  it('should report a user blocked after signing in as blocked, still identified', async () => {
    const cookie = cookieOf(await signIn(first, 'subscriber@example.com'));
    await testDatabase.database.db.updateTable('identity_user').set({ status: 'blocked' }).where('username', '=', 'subscriber@example.com').execute();
    const seen = await probe.inject({ method: 'GET', url: '/whoami', headers: { cookie } });
    expect(seen.json().user).toMatchObject({ email: 'subscriber@example.com', blocked: true });
    // …and the sign-in cannot be extended.
    const refresh = await first.inject({ method: 'POST', url: '/api/identity/refresh', headers: { cookie } });
    expect(refresh.statusCode).toBe(401);
  });

  it('should put COOKIE_DOMAIN on the cookies, sign with SESSION_SECRET, and hide the outbox when told', async () => {
    const response = await signIn(configured, 'fan@example.com');
    for (const cookie of response.cookies as { domain?: string }[]) expect(cookie.domain).toBe('.club.example');
    // A different key: the other instances do not accept this instance's tokens.
    const elsewhere = await first.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie: cookieOf(response) } });
    expect(elsewhere.statusCode).toBe(401);
    const outbox = await configured.inject({ method: 'GET', url: '/api/identity/outbox?to=fan@example.com' });
    expect(outbox.statusCode).toBe(404);
  });
});
