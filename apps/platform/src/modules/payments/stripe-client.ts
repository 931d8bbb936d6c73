import type { Server } from 'node:net';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { KeyRing } from '../../infra/keys';
import { simulatorApiKey } from '../stripe-simulator/simulator';

/** Whether payments go to Stripe itself (STRIPE_SECRET_KEY) or to the platform's own simulator. */
export const usesSimulator = (config: StripeConfig | undefined): boolean => !config?.secretKey;

const simulatorWebhookSecret = (key: Uint8Array) => `whsec_${Buffer.from(key).toString('base64url')}`;

/**
 * The secrets webhooks are signed and verified with: STRIPE_WEBHOOK_SECRET when configured, else the
 * simulator's own, derived from the root secret (infra/keys.ts, purpose `simulator-webhook`), so every
 * instance (the simulator signing in one, the receiver verifying in another) agrees and nothing is kept
 * in the database. `signing` signs; `verifying` also holds the previous roots' while a rotation lasts.
 */
export function webhookSecretsFor(config: StripeConfig | undefined, keys: KeyRing): { signing: string; verifying: string[] } {
  if (config?.webhookSecret) return { signing: config.webhookSecret, verifying: [config.webhookSecret] };
  return { signing: simulatorWebhookSecret(keys.current('simulator-webhook')), verifying: keys.all('simulator-webhook').map(simulatorWebhookSecret) };
}

/**
 * The one `stripe` SDK client, made on first use. Without a secret key it talks to the simulator at
 * the platform's own address (known once the server listens), over plain HTTP on the local machine.
 */
export function createStripeClient(config: StripeConfig | undefined, localUrl: () => string, keys: KeyRing): () => Stripe {
  let client: Stripe | undefined;
  return () => {
    if (client) return client;
    if (config?.secretKey) {
      client = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
    } else {
      const url = new URL(localUrl());
      client = new Stripe(simulatorApiKey(keys.current('simulator-api')), {
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
