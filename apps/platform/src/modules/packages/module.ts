import type { PlatformModule } from '../module';
import { createPackagesRepo } from './repo';
import { packagesRoutes } from './routes';

/** Memberships and match passes for sale (/api/packages); gives its repository to payments and the payment simulator. */
export const packagesModule: PlatformModule<never, 'packagesRepo'> = {
  name: 'packages',
  needs: [],
  async register(app, { database }) {
    const packagesRepo = createPackagesRepo(database.db);
    await app.register(packagesRoutes, { prefix: '/api/packages', repo: packagesRepo });
    return { packagesRepo };
  },
};
