import type { PlatformModule } from '../module';
import { blackoutRules, readBlackoutsFile } from './blackouts';
import { createVideosRepo } from './repo';
import { videoPlatformRoutes, videosRoutes } from './routes';
import { videoServiceOptionsFor } from './seed';
import { createSessionCheck } from './session-check';
import { sessionRoutes } from './session-routes';
import { createVideosService } from './service';

/**
 * Club TV (/api/video-platform, /api/videos): the catalogue, and the SPEC 7 session check with its
 * concurrency socket (Redis shares each account's limit between instances). Gives the live blackout rules,
 * one set for the session check and the streamer's advance answer.
 */
export const videosModule: PlatformModule<'currentUser' | 'media' | 'heldBy', 'blackouts'> = {
  name: 'videos',
  needs: ['currentUser', 'media', 'heldBy'],
  async register(app, { config, seams, database, now, concurrency: store, currentUser, media, heldBy }) {
    const repo = createVideosRepo(database.db);
    const liveStatus = (assetId: string) => media.liveStatus(assetId);
    // The seasons Club TV files its items under are the ones the database was seeded with.
    const seasons = await database.db.selectFrom('season').select(['slug', 'year', 'name', 'is_current']).execute();
    const service = createVideosService(repo, { ...videoServiceOptionsFor({ seasons }), liveStatus });
    await app.register(videoPlatformRoutes, { prefix: '/api/video-platform', service });
    await app.register(videosRoutes, { prefix: '/api/videos', service });

    const blackouts = config.geo?.blackoutsFile ? readBlackoutsFile(config.geo.blackoutsFile) : blackoutRules;
    const limit = config.concurrencyLimit ?? 2;
    await app.register(sessionRoutes, {
      prefix: '/api/videos',
      sessionCheck: createSessionCheck({ repo, heldBy, tokens: media.tokens, store, limit, blackouts, liveStatus, now }),
      currentUser,
      store,
      limit,
      geo: config.geo,
      now,
      holdOf: (assetId) => repo.holdOf(assetId),
      ...(seams.concurrencyTtlMs ? { concurrencyTtlMs: seams.concurrencyTtlMs } : {}),
    });
    return { blackouts };
  },
};
