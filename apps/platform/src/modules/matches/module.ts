import type { PlatformModule } from '../module';
import { createMatchesRepo } from './repo';
import { matchesRoutes } from './routes';
import { createMatchesService } from './service';

/** Fixtures, results, match centres and tables: gives its service to live, the studio and the streamer. */
export const matchesModule: PlatformModule<never, 'matches'> = {
  name: 'matches',
  // The live role's engine plays matches through the same service.
  roles: ['api', 'live'],
  needs: [],
  async register(_app, { database, clock }) {
    return { matches: createMatchesService(createMatchesRepo(database.db), { clock }) };
  },
};

/** /api/matches: the matches service's reads. */
export const matchesApiModule: PlatformModule<'matches'> = {
  name: 'matches-api',
  needs: ['matches'],
  async register(app, { matches }) {
    await app.register(matchesRoutes, { prefix: '/api/matches', service: matches });
  },
};
