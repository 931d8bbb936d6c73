import type { PlatformModule } from '../module';
import { readyRoutes } from './ready';
import { healthRoutes } from './routes';

/** GET /api/health: the database answers, and the version. */
export const healthModule: PlatformModule = {
  name: 'health',
  // Every process answers its health: the proxy and the orchestrator ask each one.
  roles: ['api', 'worker', 'live'],
  needs: [],
  async register(app, { database, version }) {
    await app.register(healthRoutes, { prefix: '/api', database, version });
  },
};

/**
 * GET /api/ready: the readiness check (database, Redis when configured, the media store; 503 while
 * draining). After media, whose store it asks.
 */
export const readinessModule: PlatformModule<'media'> = {
  name: 'readiness',
  // Every process answers whether it is ready: the proxy and the orchestrator ask each one.
  roles: ['api', 'worker', 'live'],
  needs: ['media'],
  async register(app, { database, redis, lifecycle, media }) {
    await app.register(readyRoutes, { prefix: '/api', database, redis, store: media.store, lifecycle });
  },
};
