import type { PlatformModule } from '../module';
import { mediaRoutes } from './routes';
import { createMedia } from './service';

/**
 * Media (/media): playback tokens (the session check issues them), on-demand renditions, live channels,
 * ClearKey. Gives the media service to the studio's Club TV desk and to videos.
 */
export const mediaModule: PlatformModule<'currentUser', 'media'> = {
  name: 'media',
  needs: ['currentUser'],
  async register(app, { database, mediaConfig, mediaStore, keys, clock, now, concurrency, currentUser }) {
    const media = await createMedia(database.db, mediaConfig, app.log, keys, now, mediaStore);
    app.addHook('onClose', () => media.close());
    await media.start();
    // A playback token shown by another signed-in account than the one it was issued to is refused, and
    // one whose session has lost its place in the account's limit.
    await app.register(mediaRoutes, {
      prefix: '/media',
      media,
      currentUserId: async (request) => (await currentUser(request))?.sub,
      sessionHolds: (account, session) => concurrency.holds(account, session, clock.nowMs()),
    });
    return { media };
  },
};
