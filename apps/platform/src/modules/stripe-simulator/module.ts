import type { PlatformModule } from '../module';
import { localUrlOf, usesSimulator } from '../payments/stripe-client';
import { stripeSimulatorRoutes } from './routes';
import { createStripeSimulator, simulatorApiKey } from './simulator';

/**
 * The platform's own hosted-checkout simulator (/v1 and /stripe-simulator), registered only when no
 * STRIPE_SECRET_KEY is set. Webhooks go to this app's receiver (or the test's), retried until answered.
 */
export const stripeSimulatorModule: PlatformModule<'packagesRepo' | 'webhookSecret'> = {
  name: 'stripe-simulator',
  needs: ['packagesRepo', 'webhookSecret'],
  async register(app, { config, seams, database, now, keys, metrics, packagesRepo, webhookSecret }) {
    if (!usesSimulator(config.stripe)) return;
    const localUrl = () => localUrlOf(app.server, config.port);
    const simulator = createStripeSimulator({
      db: database.db,
      packages: packagesRepo,
      publicUrl: () => config.platformPublicUrl ?? localUrl(),
      webhookUrl: () => seams.simulatorWebhookUrl ?? `${localUrl()}/api/payments/webhook`,
      webhookSecret,
      log: app.log,
      onGiveUp: () => metrics.jobFailed('simulator-webhook'),
      delivery: seams.simulatorDelivery,
      now,
    });
    app.addHook('onListen', () => simulator.resumePending());
    app.addHook('onClose', () => simulator.close());
    await app.register(stripeSimulatorRoutes, { simulator, apiKeys: keys.all('simulator-api').map(simulatorApiKey) });
  },
};
