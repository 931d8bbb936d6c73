import { defaultSiteOrigins } from '../../config';
import type { PlatformModule } from '../module';
import { createPaymentsRepo } from './repo';
import { entitlementsRoutes, paymentsRoutes } from './routes';
import { createPaymentsService } from './service';
import { createStripeClient, localUrlOf, webhookSecretsFor } from './stripe-client';

/**
 * Checkout, the customer portal, webhooks, vouchers and entitlements (/api/payments, /api/entitlements).
 * Stripe itself with STRIPE_SECRET_KEY, otherwise the payment simulator (its own module), which the same
 * SDK reaches at this server's own address. Gives its repository (the studio's fans desk reads grants
 * through it) and `heldBy` (the session check asks it).
 */
export const paymentsModule: PlatformModule<'currentUser' | 'packagesRepo', 'paymentsRepo' | 'heldBy'> = {
  name: 'payments',
  needs: ['currentUser', 'packagesRepo'],
  async register(app, { config, database, now, keys, rateLimits, currentUser, packagesRepo }) {
    const siteOrigins = config.siteOrigins ?? defaultSiteOrigins;
    // The secret the simulator's worker signs with (derived from the same keys there) and the receiver verifies.
    const webhookSecrets = webhookSecretsFor(config.stripe, keys);
    const paymentsRepo = createPaymentsRepo(database.db);
    const service = createPaymentsService({
      repo: paymentsRepo,
      ...(rateLimits ? { rateLimits } : {}),
      packages: packagesRepo,
      stripe: createStripeClient(config.stripe, () => localUrlOf(app.server, config.port), keys),
      webhookSecret: webhookSecrets.signing,
      previousWebhookSecrets: webhookSecrets.verifying.slice(1),
      siteOrigins,
      now,
      log: app.log,
    });
    await app.register(entitlementsRoutes, { prefix: '/api/entitlements', service, currentUser });
    await app.register(paymentsRoutes, { prefix: '/api/payments', service, currentUser, siteOrigins });
    return { paymentsRepo, heldBy: (userId: string) => service.heldBy(userId) };
  },
};
