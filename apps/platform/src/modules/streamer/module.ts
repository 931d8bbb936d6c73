import type { PlatformModule } from '../module';
import { streamerRoutes } from './routes';
import { createStreamerService } from './service';

/** The streamer site's feed, FAQs and advance answers (/api/streamer). */
export const streamerModule: PlatformModule<'matches' | 'teamsRepo' | 'blackouts'> = {
  name: 'streamer',
  needs: ['matches', 'teamsRepo', 'blackouts'],
  async register(app, { config, now, matches, teamsRepo, blackouts }) {
    const service = createStreamerService({
      matches,
      teams: async () => (await teamsRepo.listTeams()).map((team) => team.slug),
      now,
      blackouts,
    });
    await app.register(streamerRoutes, { prefix: '/api/streamer', service, geo: config.geo });
  },
};
