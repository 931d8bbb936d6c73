import { randomBytes } from 'node:crypto';
import type { Server } from 'node:net';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { DB } from '../../infra/db/schema';
import { storedSecret } from '../../infra/db/stored-secret';
import { simulatorSecretKey } from '../stripe-simulator/simulator';

/** Whether payments go to Stripe itself (STRIPE_SECRET_KEY) or to the platform's own simulator. */
export const usesSimulator = (config: StripeConfig | undefined): boolean => !config?.secretKey;

const simulatorWebhookSecretName = 'simulator-webhook-secret';

/**
 * The secret webhooks are signed with: STRIPE_WEBHOOK_SECRET when configured, else the simulator's own,
 * generated once per installation and kept in the database (infra/db/stored-secret.ts), so every instance
 * on one database (the simulator signing in one, the receiver verifying in another) agrees on it.
 */
export async function loadWebhookSecret(db: Kysely<DB>, config: StripeConfig | undefined, now: Date): Promise<string> {
  if (config?.webhookSecret) return config.webhookSecret;
  return storedSecret(db, 'payment_secret', simulatorWebhookSecretName, () => `whsec_${randomBytes(32).toString('base64url')}`, now);
}

/**
 * The one `stripe` SDK client, made on first use. Without a secret key it talks to the simulator at
 * the platform's own address (known once the server listens), over plain HTTP on the local machine.
 */
export function createStripeClient(config: StripeConfig | undefined, localUrl: () => string): () => Stripe {
  let client: Stripe | undefined;
  return () => {
    if (client) return client;
    if (config?.secretKey) {
      client = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
    } else {
      const url = new URL(localUrl());
      client = new Stripe(simulatorSecretKey, {
        host: url.hostname,
        port: Number(url.port || 80),
        protocol: 'http',
        maxNetworkRetries: 1,
        timeout: 10_000,
        telemetry: false,
      });
    }
    return client;
  };
}

/** This server's own address as a URL (0.0.0.0 and :: mean "here"); the configured port before it listens. */
export function localUrlOf(server: Pick<Server, 'address'>, fallbackPort: number): string {
  const address = server.address();
  if (address && typeof address === 'object') {
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }
  return `http://127.0.0.1:${fallbackPort}`;
}
