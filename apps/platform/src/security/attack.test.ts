import { apiErrorSchema } from '@club/api-client';
import { getClock } from '@club/clock';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadKeyRing } from '../infra/keys';
import { createTokens } from '../modules/identity/tokens';
import { demoPassword } from '../modules/payments/testing';
import { prepareDatabase } from '../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../testing/databases';

/**
 * Our own attack suite (issue 17): every operation of the OpenAPI document gets hostile inputs — missing,
 * extra and wrong-typed parameters and bodies, a 100 KB string, NUL, bidi and lone-surrogate text, numbers
 * out of range, arrays where objects go, `__proto__` and `constructor` keys, path traversal, bad JSON,
 * wrong content types — and must answer every one without a 5xx, in the one error shape, briefly, and
 * without echoing the 100 KB input.
 */

const fan = { email: 'fan@example.com', sub: '7b6ae5ab-f946-5efb-ac63-06b5b18b4d68' };
const subscriberSub = 'b2b73d76-2854-53b2-9457-b5c19f3ce279';

const huge = 'hostile-'.repeat(12_500); // 100 KB
const echoOfHuge = huge.slice(0, 300);
const maxErrorBody = 4096;

// Text people should never manage to store: NUL, escape, a right-to-left override, a lone surrogate.
const hostileTexts = ['nul\u0000', 'esc\u001b[31m', 'rlo\u202egpj.exe', 'lone\ud800', 'isolate\u2066x\u2069'];
const hostileValues: unknown[] = [huge, ...hostileTexts, -1, 1e20, Number.MAX_SAFE_INTEGER + 2, true, [], [1, 'a'], {}, { nested: huge }, null, ''];
// Query strings are text: the same ideas, percent-encoded (%ED%A0%80 is a surrogate's invalid UTF-8).
const hostileQueryValues = [huge, '%00', '%1B', '%E2%80%AE', '%ED%A0%80', '%', '-1', '1e309', '99999999999999999999', 'NaN', '0x10', ''];
const hostilePathValues = [
  huge,
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '%00',
  '%E2%80%AE',
  '%ED%A0%80',
  '%',
  '-1',
  '99999999999999999999',
  '__proto__',
  'constructor',
];
const hostileJsonBodies = [
  '{"a":',
  '',
  'null',
  '[]',
  '"text"',
  '1e309',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  JSON.stringify({ filler: 'x'.repeat(2_000_000) }), // past the body limit
];
const wrongContentTypes: [string, string][] = [
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=b&__proto__[x]=1'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
  ['application/xml', '<a>b</a>'],
  ['application/json; charset=utf-16', '{}'],
];

interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: OpenApiParameter[];
  bodyProperties: string[] | undefined;
}

/** The operation's URL with every path parameter filled: `{*}` and the named ones. */
function urlOf(operation: Operation, values: Record<string, string> = {}): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? (name === '*' ? 'a/b' : 'x'));
}

/** Sampled hostile requests for one operation (a few dozen each, so the whole suite stays quick). */
function hostileRequests(operation: Operation): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const method = operation.method;
  const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const queryNames = operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const streams = operation.path === '/api/matches/live';

  for (const name of pathNames) {
    for (const value of hostilePathValues) requests.push({ method, url: urlOf(operation, { [name]: value }) });
  }
  // The live stream answers a valid request with a stream that never ends: it only ever gets a hostile matchId.
  const queryTargets = streams ? ['matchId'] : queryNames.length > 0 ? queryNames : ['q'];
  for (const name of queryTargets) {
    for (const value of hostileQueryValues) {
      // '0x10' is match 16 to a coercing number schema: a real match, so a stream.
      if (!(streams && value === '0x10')) requests.push({ method, url: `${urlOf(operation)}?${name}=${value}` });
    }
    requests.push({ method, url: `${urlOf(operation)}?${name}=1&${name}=2` });
    if (streams) return requests; // a bracketed key is no matchId at all: a stream
    requests.push({ method, url: `${urlOf(operation)}?${name}[__proto__]=x&${name}[constructor][prototype]=y` });
  }
  requests.push({ method, url: `${urlOf(operation)}?__proto__[polluted]=1&constructor[prototype][polluted]=1` });

  if (method === 'GET') return requests;
  const url = urlOf(operation);
  for (const payload of hostileJsonBodies) requests.push({ method, url, headers: { 'content-type': 'application/json' }, payload });
  for (const [type, payload] of wrongContentTypes) requests.push({ method, url, headers: { 'content-type': type }, payload });
  requests.push({ method, url, payload: JSON.stringify(hostileValues) }); // an array where an object goes
  for (const name of operation.bodyProperties ?? ['a']) {
    for (const value of hostileValues) {
      requests.push({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ [name]: value, extra: huge }) });
    }
  }
  return requests;
}

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const json = operation.requestBody?.content?.['application/json'];
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        bodyProperties: json?.schema?.properties ? Object.keys(json.schema.properties) : undefined,
      };
    }),
  );
}

/** What is wrong with one answer, or null. */
function problemWith(request: InjectOptions, response: { statusCode: number; body: string; headers: Record<string, unknown> }): string | null {
  const label = `${request.method} ${String(request.url).slice(0, 120)} (${String(request.headers?.['content-type'] ?? '')})`;
  if (response.statusCode >= 500) return `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.body.includes(echoOfHuge)) return `${label}: ${response.statusCode} echoes the 100 KB input`;
  if (response.statusCode < 400) return null;
  if (response.body.length > maxErrorBody) return `${label}: ${response.statusCode} error body of ${response.body.length} characters`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${label}: ${response.statusCode} error body is not JSON: ${response.body.slice(0, 200)}`;
  }
  // The user-pool protocol answers its own requests in its own shape; what is not a protocol request at
  // all (another content type, a body past the limit) gets the platform's.
  const pool = body as { __type?: unknown; message?: unknown };
  if (String(request.url).startsWith('/api/identity/user-pool') && typeof pool.__type === 'string' && typeof pool.message === 'string') {
    return null;
  }
  const parsed = apiErrorSchema.strict().safeParse(body);
  if (!parsed.success) return `${label}: ${response.statusCode} not the error shape: ${response.body.slice(0, 200)}`;
  if (parsed.data.statusCode !== response.statusCode) return `${label}: body says ${parsed.data.statusCode}, status is ${response.statusCode}`;
  return null;
}

async function withTimeout<T>(promise: Promise<T>, label: string, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(testDialects)('the attack suite on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let fanCookie: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    app = await buildApp(testConfig(testDatabase.location), { database: testDatabase.database });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/identity/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: { username: fan.email, password: demoPassword },
    });
    expect(signIn.statusCode).toBe(200);
    fanCookie = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  describe('given hostile input on every operation of the OpenAPI document', () => {
    it('should never answer 5xx, and answer every error in the one shape, briefly, without echoing the input', async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, OpenApiOperation>>;
      };
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(60);

      const problems: string[] = [];
      let requests = 0;
      let serverErrors = 0;
      for (const operation of operations) {
        // Signed in as a fan, so authenticated operations reach their validation too; signing out would end that.
        const signedIn = !['/api/identity/sign-out', '/api/identity/refresh'].includes(operation.path);
        for (const request of hostileRequests(operation)) {
          const headers = { ...(signedIn ? { cookie: fanCookie } : {}), ...request.headers };
          const response = await withTimeout(app.inject({ ...request, headers }), `${request.method} ${String(request.url).slice(0, 80)}`);
          requests += 1;
          if (response.statusCode >= 500) serverErrors += 1;
          const problem = problemWith(request, response);
          if (problem) problems.push(problem);
        }
      }
      console.info(`attack suite (${dialect}): ${operations.length} operations, ${requests} requests, ${serverErrors} × 5xx, ${problems.length} problems`);
      expect(problems).toEqual([]);
      expect(serverErrors).toBe(0);
      // A bound for a hung run, not a guess at its speed: 8,000-odd requests took 111 s on a busy 2-core machine.
    }, 600_000);
  });

  describe('given a body with a __proto__ or constructor key', () => {
    it.each([
      ['{"__proto__":{"isAdmin":true},"username":"fan@example.com"}', '__proto__'],
      ['{"username":"fan@example.com","constructor":{"prototype":{"isAdmin":true}}}', 'constructor'],
    ])('should refuse %s as a key that is not allowed, not as bad JSON', async (payload, key) => {
      const response = await app.inject({ method: 'POST', url: '/api/identity/forgot-password', headers: { 'content-type': 'application/json' }, payload });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `The request body has a key that is not allowed: ${key}`,
        code: 'forbiddenKey',
      });
    });

    it('should still call bad JSON bad JSON', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/identity/forgot-password', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":' });
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'The request body is not valid JSON.' });
    });
  });

  describe('given an 8 KB path', () => {
    it('should answer 414 URI Too Long in the one shape, without the path', async () => {
      const path = 'a'.repeat(8192);
      const response = await app.inject({ method: 'GET', url: `/api/news/articles/${path}` });

      expect(response.statusCode).toBe(414);
      const body = apiErrorSchema.parse(response.json());
      expect(body).toMatchObject({ statusCode: 414, error: 'URI Too Long' });
      expect(response.body).not.toContain('a'.repeat(100));
    });
  });

  describe('given profile names with control, text-direction or lone-surrogate characters', () => {
    it.each(hostileTexts)('should refuse %j with a plain sentence and keep the name', async (name) => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/identity/user/attributes',
        headers: { cookie: fanCookie, 'content-type': 'application/json' },
        payload: { given_name: name },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: [{ path: 'body.given_name', message: 'Names cannot contain control or text-direction characters.' }],
      });
      const attributes = await app.inject({ method: 'GET', url: '/api/identity/user/attributes', headers: { cookie: fanCookie } });
      expect(attributes.json()).toMatchObject({ data: { attributes: { given_name: expect.not.stringContaining(name) } } });
    });

    it('should refuse them through the user-pool protocol too', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/identity/user-pool',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
        payload: JSON.stringify({
          ClientId: 'app',
          Username: 'mallory@example.com',
          Password: 'a long enough password',
          UserAttributes: [
            { Name: 'email', Value: 'mallory@example.com' },
            { Name: 'family_name', Value: 'Nosilla\u202e' },
          ],
        }),
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        __type: 'InvalidParameterException',
        message: 'Names cannot contain control or text-direction characters.',
      });
    });
  });

  describe('given the user-pool protocol and a username with a NUL (which Postgres refuses in text)', () => {
    it.each(['ForgotPassword', 'ResendConfirmationCode', 'InitiateAuth'])('should refuse it in %s as a bad parameter, not fail', async (operation) => {
      const username = 'fan\u0000@example.com';
      const response = await app.inject({
        method: 'POST',
        url: '/api/identity/user-pool',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
        payload: JSON.stringify({
          ClientId: 'app',
          Username: username,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: demoPassword },
        }),
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        __type: 'InvalidParameterException',
        message: 'Email addresses cannot contain control or text-direction characters.',
      });
    });
  });

  describe('given the user-pool protocol and a 100 KB input', () => {
    it.each([
      ['an unknown operation', { 'x-amz-target': `AWSCognitoIdentityProviderService.${huge}` }, '{}'],
      ['an unknown auth flow', { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' }, JSON.stringify({ ClientId: 'app', AuthFlow: huge })],
    ])('should echo at most a short excerpt of %s', async (_case, headers, payload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/identity/user-pool',
        headers: { 'content-type': 'application/x-amz-json-1.1', ...headers },
        payload,
      });

      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(300);
      expect(response.json<{ message: string }>().message).toMatch(/^[^…]*hostile-[^…]*…/);
    });
  });

  describe('given a forged or expired access token', () => {
    const session = async (token: string) =>
      (await app.inject({ method: 'GET', url: `/api/entitlements/users/entitlements/${fan.sub}`, headers: { authorization: `Bearer ${token}` } })).statusCode;
    const claims = { token_use: 'access', sid: 'forged', username: fan.email, client_id: 'web' };

    it('should refuse a token signed with another key', async () => {
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('club-platform/identity')
        .setSubject(fan.sub)
        .setIssuedAt(Math.floor(getClock().nowMs() / 1000))
        .setExpirationTime(Math.floor(getClock().nowMs() / 1000) + 600)
        .sign(new TextEncoder().encode('not the platform key, but 32 bytes long'));
      expect(await session(forged)).toBe(401);
    });

    it("should refuse a token with 'alg: none'", async () => {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const seconds = Math.floor(getClock().nowMs() / 1000);
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, iss: 'club-platform/identity', sub: fan.sub, iat: seconds, exp: seconds + 600 })}.`;
      expect(await session(unsigned)).toBe(401);
    });

    it('should refuse a token signed with the real key that has expired', async () => {
      const keys = await loadKeyRing(testDatabase.database.db, {}, () => getClock().now());
      const anHourAgo = createTokens(keys, () => new Date(getClock().nowMs() - 3_600_000));
      const { token } = await anHourAgo.signAccess({ sub: fan.sub, sid: 'expired', username: fan.email, clientId: 'web' });
      expect(await session(token)).toBe(401);
    });

    it("should not let a fan read another account's entitlements", async () => {
      const response = await app.inject({ method: 'GET', url: `/api/entitlements/users/entitlements/${subscriberSub}`, headers: { cookie: fanCookie } });
      expect([403, 404]).toContain(response.statusCode);
      expect(apiErrorSchema.parse(response.json()).statusCode).toBe(response.statusCode);
    });
  });
});
