import { apiErrorSchema, voucherRedeemResponseSchema } from '@club/api-client';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoWorldData } from '../../prepare-database';
import { suiteTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';
import { cookieOf, demoPassword } from './testing';

/** POST /api/payments/vouchers/redeem, signed in for real as the demo accounts. */

const { packages } = demoWorldData();
const matchPass = packages.find((entry) => entry.attributes.packageType === 'match-pass')!;

describe.each(testDialects)('voucher redemption on $dialect', ({ dialect }) => {
  const platform = suiteTestApp(dialect);
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    for (const email of ['fan@example.com', 'staff@example.com', 'subscriber@example.com', 'audio@example.com']) {
      const response = await platform.app.inject({ method: 'POST', url: '/api/identity/authenticate', payload: { username: email, password: demoPassword } });
      expect(response.statusCode, response.body).toBe(200);
      cookies[email] = cookieOf(response);
    }
  });

  const redeem = (email: string | undefined, code: string, remoteAddress = '203.0.113.9') =>
    platform.app.inject({
      method: 'POST',
      url: '/api/payments/vouchers/redeem',
      payload: { code },
      headers: email ? { cookie: cookies[email]! } : {},
      remoteAddress,
    });

  it('should redeem a valid code and show what it gave on the entitlements endpoint', async () => {
    const response = await redeem('fan@example.com', 'matchday-pass');
    expect(response.statusCode, response.body).toBe(200);
    const attributes = voucherRedeemResponseSchema.parse(response.json()).data.attributes;
    expect(attributes).toEqual({ code: 'MATCHDAY-PASS', packageID: matchPass.id, packageTitle: matchPass.attributes.title, entitlements: [matchPass.id], expiresAt: null });
    const entitlements = await platform.app.inject({
      method: 'GET',
      url: '/api/entitlements/users/entitlements/7b6ae5ab-f946-5efb-ac63-06b5b18b4d68',
      headers: { cookie: cookies['fan@example.com']! },
    });
    expect(entitlements.json().data.attributes.entitlements).toEqual([matchPass.id]);
  });

  it('should answer unknown 404, used 409, already yours 409, expired 410, signed out 401, empty 400', async () => {
    const cases: [string | undefined, string, number, string][] = [
      ['fan@example.com', 'NOT-A-CODE', 404, 'That voucher code is not recognised.'],
      ['fan@example.com', 'USED-UP', 409, 'That voucher code has already been used.'],
      ['fan@example.com', 'MATCHDAY-PASS', 409, 'You have already redeemed that voucher code.'],
      ['fan@example.com', 'SEASON-2024', 410, 'That voucher code has expired.'],
      [undefined, 'MATCHDAY-PASS', 401, 'You must be logged in to redeem a voucher.'],
    ];
    for (const [email, code, status, message] of cases) {
      const response = await redeem(email, code);
      expect(response.statusCode, code).toBe(status);
      expect(apiErrorSchema.parse(response.json()).message).toBe(message);
    }
    expect((await redeem('fan@example.com', '   ')).statusCode).toBe(400);
  });

  it('should never go past a multi-use limit when four fans redeem at once', async () => {
    const fans = ['fan@example.com', 'staff@example.com', 'subscriber@example.com', 'audio@example.com'];
    const responses = await Promise.all(fans.map((email, index) => redeem(email, 'RADIO-TRIAL', `198.51.100.${index + 1}`)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 409]);
    const row = await platform.testDatabase.database.db.selectFrom('voucher').select('redemption_count').where('code', '=', 'RADIO-TRIAL').executeTakeFirstOrThrow();
    expect(row.redemption_count).toBe(3);
  });

  it('should answer 429 with Retry-After after too many attempts from one user', async () => {
    let response: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      response = await redeem('staff@example.com', `WRONG-${attempt}`, `192.0.2.${attempt}`);
      if (response.statusCode === 429) break;
    }
    expect(response?.statusCode).toBe(429);
    expect(Number(response?.headers['retry-after'])).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(response?.json()).message).toMatch(/^Too many voucher attempts/);
  });
});
