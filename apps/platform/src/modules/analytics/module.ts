import type { PlatformModule } from '../module';
import { createAnalyticsRepo } from './repo';
import { analyticsRoutes } from './routes';

/** The sites' analytics records (/api/analytics), rate-limited per client. */
export const analyticsModule: PlatformModule = {
  name: 'analytics',
  needs: [],
  async register(app, { database, now, rateLimits }) {
    await app.register(analyticsRoutes, {
      prefix: '/api/analytics',
      repo: createAnalyticsRepo(database.db),
      now,
      ...(rateLimits ? { rateLimits } : {}),
    });
  },
};
