import { defaultSiteOrigins } from '../../config';
import type { PlatformModule } from '../module';
import { createPaymentsRepo } from './repo';
import { entitlementsRoutes, paymentsRoutes } from './routes';
import { createPaymentsService } from './service';
import { createStripeClient, loadWebhookSecret, localUrlOf } from './stripe-client';

/**
 * Checkout, the customer portal, webhooks, vouchers and entitlements (/api/payments, /api/entitlements).
 * Stripe itself with STRIPE_SECRET_KEY, otherwise the payment simulator (its own module), which the same
 * SDK reaches at this server's own address. Gives the webhook secret (the simulator signs with it) and
 * `heldBy` (the session check asks it).
 */
export const paymentsModule: PlatformModule<'currentUser' | 'packagesRepo', 'webhookSecret' | 'heldBy'> = {
  name: 'payments',
  needs: ['currentUser', 'packagesRepo'],
  async register(app, { config, database, now, rateLimits, currentUser, packagesRepo }) {
    const siteOrigins = config.siteOrigins ?? defaultSiteOrigins;
    // One secret for the simulator that signs and the receiver that verifies, shared by every instance.
    const webhookSecret = await loadWebhookSecret(database.db, config.stripe, now());
    const service = createPaymentsService({
      repo: createPaymentsRepo(database.db),
      ...(rateLimits ? { rateLimits } : {}),
      packages: packagesRepo,
      stripe: createStripeClient(config.stripe, () => localUrlOf(app.server, config.port)),
      webhookSecret,
      siteOrigins,
      now,
      log: app.log,
    });
    await app.register(entitlementsRoutes, { prefix: '/api/entitlements', service, currentUser });
    await app.register(paymentsRoutes, { prefix: '/api/payments', service, currentUser, siteOrigins });
    return { webhookSecret, heldBy: (userId: string) => service.heldBy(userId) };
  },
};
