import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { ModuleSeams, PlatformModule } from '../module';
import { localUrlOf, usesSimulator, webhookSecretsFor } from '../payments/stripe-client';
import { stripeSimulatorRoutes } from './routes';
import { createStripeSimulator, simulatorApiKey } from './simulator';
import { createWebhookSender, webhookJob } from './webhooks';

/** Where browsers reach the platform (the hosted pages): its public address, or this process's own when none is configured (tests). */
function publicUrlOf(app: FastifyInstance, config: AppConfig): () => string {
  return () => config.platformPublicUrl ?? localUrlOf(app.server, config.port);
}

/**
 * Where the simulator's webhooks go: the platform's receiver at its public address (behind a load
 * balancer, any api instance: Stripe posts to the public endpoint too); a test's collector instead when
 * it asks.
 */
function webhookUrlOf(app: FastifyInstance, config: AppConfig, seams: ModuleSeams): () => string {
  const publicUrl = publicUrlOf(app, config);
  return () => seams.simulatorWebhookUrl ?? `${publicUrl()}/api/payments/webhook`;
}

/**
 * The platform's own hosted-checkout simulator (/v1 and /stripe-simulator), registered only when no
 * STRIPE_SECRET_KEY is set. Each event's webhook is a job (webhooks.ts) the worker role sends and retries
 * until answered.
 */
export const stripeSimulatorModule: PlatformModule<'packagesRepo'> = {
  name: 'stripe-simulator',
  needs: ['packagesRepo'],
  async register(app, { config, seams, database, now, keys, jobs, packagesRepo }) {
    if (!usesSimulator(config.stripe)) return;
    const simulator = createStripeSimulator({
      db: database.db,
      packages: packagesRepo,
      publicUrl: publicUrlOf(app, config),
      webhookUrl: webhookUrlOf(app, config, seams),
      jobs,
      now,
    });
    await app.register(stripeSimulatorRoutes, { simulator, apiKeys: keys.all('simulator-api').map(simulatorApiKey) });
  },
};

/** The worker role's part of the simulator: it sends each webhook attempt, signed, and queues the retries. */
export const stripeSimulatorWebhooksModule: PlatformModule = {
  name: 'stripe-simulator-webhooks',
  roles: ['worker'],
  needs: [],
  async register(app, { config, seams, database, clock, keys, jobs, metrics }) {
    if (!usesSimulator(config.stripe)) return;
    const sender = createWebhookSender({
      db: database.db,
      jobs,
      webhookSecret: webhookSecretsFor(config.stripe, keys).signing,
      log: app.log,
      onGiveUp: () => metrics.jobFailed('simulator-webhook'),
      delivery: seams.simulatorDelivery,
      nowMs: () => clock.nowMs(),
    });
    // Deliveries a version that retried on timers left pending get their next attempt's job.
    app.addHook('onListen', () => sender.queuePending(webhookUrlOf(app, config, seams)()));
    jobs.work(webhookJob, sender.send);
  },
};
