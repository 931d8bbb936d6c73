import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createHttp } from '../http';
import { createPaymentsClient } from './payments.client';

/**
 * A platform instance lost under a fan's purchase (issue 29): the load balancer answers 502 for the call it
 * had sent there, or the connection breaks. A real HTTP server on loopback plays that platform: each path
 * fails as told for its first calls, then answers.
 */
let server: Server;
let payments: ReturnType<typeof createPaymentsClient>;
const calls = new Map<string, number>();
let failures: { path: string; times: number; how: 'bad gateway' | 'dropped' } | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    const count = (calls.get(path) ?? 0) + 1;
    calls.set(path, count);
    request.resume();
    request.once('end', () => {
      if (failures?.path === path && count <= failures.times) {
        if (failures.how === 'dropped') request.socket.destroy();
        else response.writeHead(502, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      if (path === '/api/payments/create-checkout') response.end(JSON.stringify({ id: 'cs_1', url: 'https://pay.example/cs_1' }));
      else response.end(JSON.stringify({ data: { attributes: { redeemed: true } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  payments = createPaymentsClient(createHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls.clear();
  failures = undefined;
});

const checkout = {
  success_url: 'http://localhost:3000/packages?checkout=success',
  cancel_url: 'http://localhost:3000/packages',
  metadata: { userID: 'b2b73d76', userEmail: 'subscriber@example.com', packageID: 'blues-tv-pass' },
  line_items: [{ price: 'price_1', quantity: 1 }],
};

describe('a purchase when the platform instance that took it is lost', () => {
  it("should open the checkout after the load balancer's 502 for the lost instance", async () => {
    failures = { path: '/api/payments/create-checkout', times: 1, how: 'bad gateway' };
    await expect(payments.createCheckout(checkout as never)).resolves.toEqual({ id: 'cs_1', url: 'https://pay.example/cs_1' });
    expect(calls.get('/api/payments/create-checkout')).toBe(2);
  });

  it('should open the checkout after the connection to the lost instance broke', async () => {
    failures = { path: '/api/payments/create-checkout', times: 1, how: 'dropped' };
    await expect(payments.createCheckout(checkout as never)).resolves.toMatchObject({ id: 'cs_1' });
    expect(calls.get('/api/payments/create-checkout')).toBe(2);
  });

  it('should give up with the error after three tries, not keep the fan waiting', async () => {
    failures = { path: '/api/payments/create-checkout', times: 5, how: 'bad gateway' };
    await expect(payments.createCheckout(checkout as never)).rejects.toBeInstanceOf(ApiError);
    expect(calls.get('/api/payments/create-checkout')).toBe(3);
  });

  it('should never send a voucher redemption twice: a repeat would answer "already redeemed" to a fan it granted', async () => {
    failures = { path: '/api/payments/vouchers/redeem', times: 1, how: 'bad gateway' };
    await expect(payments.redeemVoucher({ code: 'BLUES-FREE' })).rejects.toMatchObject({ statusCode: 502 });
    expect(calls.get('/api/payments/vouchers/redeem')).toBe(1);
  });
});
