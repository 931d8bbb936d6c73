import type { PlatformModule } from '../module';
import { createTeamsRepo } from './repo';
import { teamsRoutes } from './routes';
import { createTeamsService } from './service';

/** Teams, squads, players and loans (/api/teams); gives its repository to the streamer. */
export const teamsModule: PlatformModule<never, 'teamsRepo'> = {
  name: 'teams',
  needs: [],
  async register(app, { database }) {
    const teamsRepo = createTeamsRepo(database.db);
    await app.register(teamsRoutes, { prefix: '/api/teams', service: createTeamsService(teamsRepo) });
    return { teamsRepo };
  },
};
