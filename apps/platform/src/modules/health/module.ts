import type { PlatformModule } from '../module';
import { readyRoutes } from './ready';
import { healthRoutes } from './routes';

/** GET /api/health: the database answers, and the version. */
export const healthModule: PlatformModule = {
  name: 'health',
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
  needs: ['media'],
  async register(app, { database, redis, lifecycle, media }) {
    await app.register(readyRoutes, { prefix: '/api', database, redis, store: media.store, lifecycle });
  },
};
