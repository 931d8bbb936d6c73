import type { PlatformModule } from '../module';
import { createMatchesRepo } from './repo';
import { matchesRoutes } from './routes';
import { createMatchesService } from './service';

/** Fixtures, results, match centres and tables (/api/matches); gives its service to live, the studio and the streamer. */
export const matchesModule: PlatformModule<never, 'matches'> = {
  name: 'matches',
  needs: [],
  async register(app, { database, clock }) {
    const matches = createMatchesService(createMatchesRepo(database.db), { clock });
    await app.register(matchesRoutes, { prefix: '/api/matches', service: matches });
    return { matches };
  },
};
