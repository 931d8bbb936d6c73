import type { Server } from 'node:net';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import { simulatorSecretKey, simulatorWebhookSecret } from '../stripe-simulator/simulator';

/** Whether payments go to Stripe itself (STRIPE_SECRET_KEY) or to the platform's own simulator. */
export const usesSimulator = (config: StripeConfig | undefined): boolean => !config?.secretKey;

export const webhookSecretOf = (config: StripeConfig | undefined): string =>
  config?.webhookSecret ?? simulatorWebhookSecret;

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
