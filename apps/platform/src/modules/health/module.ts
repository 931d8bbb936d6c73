import type { PlatformModule } from '../module';
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
