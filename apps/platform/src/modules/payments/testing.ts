import { getClock } from '@club/clock';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { loadKeyRing } from '../../infra/keys';
import { simulatorApiKey } from '../stripe-simulator/simulator';

/**
 * Helpers for the payments tests that drive a listening platform over real HTTP: sign in through
 * POST /api/identity/authenticate, call the API with the cookies, pay on the simulator's hosted page.
 */

export const demoPassword = 'Password123!';

export function baseUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** The Cookie header of an inject()ed answer's cookies, those it clears left out (a sign-in's, for the next call). */
export const cookieOf = (response: LightMyRequestResponse): string =>
  (response.cookies as { name: string; value: string }[])
    .filter((cookie) => cookie.value)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

/** The Cookie header after an inject()ed answer: `previous` with the cookies it set, less those it cleared. */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
  for (const cookie of response.cookies as { name: string; value: string }[]) {
    if (cookie.value) jar.set(cookie.name, cookie.value);
    else jar.delete(cookie.name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Signs a demo account in for real and returns its Cookie header. */
export async function signIn(base: string, email: string, password = demoPassword): Promise<string> {
  const response = await fetch(`${base}/api/identity/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export async function api(base: string, method: string, path: string, options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers by name
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as any, text };
}

/** Submits the hosted checkout form as a browser would (form-encoded, no redirect following). */
export async function submitCheckout(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardName: 'Frankie Fan', intent: 'pay' };
export const declinedCard = { ...goodCard, cardNumber: '4000 0000 0000 0002' };

/** The key ring an app on this test database uses (no SESSION_SECRET: the root kept in the database). */
export const keysOf = (db: Kysely<DB>) => loadKeyRing(db, {}, () => getClock().now());

/** The SDK pointed at the simulator with this installation's key, as the platform's own client holds it (tests move the clock with it). */
export async function simulatorSdk(base: string, db: Kysely<DB>): Promise<Stripe> {
  const url = new URL(base);
  const key = simulatorApiKey((await keysOf(db)).current('simulator-api'));
  return new Stripe(key, { host: url.hostname, port: Number(url.port), protocol: 'http', telemetry: false });
}

/** Waits until `check` passes (webhooks arrive on their own time), or fails with its last error. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
