import type { PlatformModule } from '../module';
import { createCommercialRepo } from './repo';
import { commercialRoutes } from './routes';
import { createCommercialService } from './service';

/** Sponsors, adverts, experiments, the feed and promos (their own prefixes, see routes.ts). */
export const commercialModule: PlatformModule = {
  name: 'commercial',
  needs: [],
  async register(app, { database, now }) {
    await app.register(commercialRoutes, { service: createCommercialService(createCommercialRepo(database.db), now) });
  },
};
