import type { PlatformModule } from '../module';
import { healthRoutes } from './routes';

/** GET /api/health: the database answers, and the version. */
export const healthModule: PlatformModule = {
  name: 'health',
  needs: [],
  async register(app, { database, version }) {
    await app.register(healthRoutes, { prefix: '/api', database, version });
  },
};
