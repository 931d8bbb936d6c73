import type { FastifyPluginAsync } from 'fastify';
import { stripeSimulatorApiRoutes } from './api';
import { stripeSimulatorPages } from './pages';
import type { Simulator } from './simulator';

/**
 * The simulator's two faces: Stripe's REST API at /v1 (for the platform's own `stripe` SDK client) and
 * the hosted checkout and portal pages at /stripe-simulator (for browsers). Hidden from the OpenAPI
 * document: they are Stripe's contract, not the platform's.
 */
export const stripeSimulatorRoutes: FastifyPluginAsync<{ simulator: Simulator; apiKeys: readonly string[] }> = async (app, { simulator, apiKeys }) => {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  await app.register(stripeSimulatorApiRoutes, { prefix: '/v1', simulator, apiKeys });
  await app.register(stripeSimulatorPages, { prefix: '/stripe-simulator', simulator });
};
