import type { PlatformModule } from '../module';
import { createWebRepo } from './repo';
import { webRoutes } from './routes';
import { createWebService } from './service';

/** The club's navigation, menus and content pages (/api/web). */
export const webModule: PlatformModule = {
  name: 'web',
  needs: [],
  async register(app, { database, readCache }) {
    const service = createWebService(createWebRepo(database.db), { cacheMs: 60_000 });
    // A content page saved in the studio (on any instance) is in the tree at once.
    readCache.onForget((families) => {
      if (families.includes('site')) service.forget();
    });
    await app.register(webRoutes, { prefix: '/api/web', service });
  },
};
