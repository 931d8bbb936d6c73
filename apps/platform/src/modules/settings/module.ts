import type { PlatformModule } from '../module';
import { settingsRoutes } from './routes';

/** The club's settings, advertising settings and season (/api/web/settings, /season). */
export const settingsModule: PlatformModule = {
  name: 'settings',
  needs: [],
  async register(app, { clock }) {
    await app.register(settingsRoutes, { prefix: '/api/web', clock });
  },
};
