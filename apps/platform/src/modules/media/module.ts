import type { PlatformModule } from '../module';
import { mediaRoutes } from './routes';
import { liveChannelIds } from './live-channels';
import { createMedia } from './service';

/**
 * Media (/media): playback tokens (the session check issues them), on-demand renditions, live channels,
 * ClearKey. Gives the media service to the studio's Club TV desk and to videos.
 */
export const mediaModule: PlatformModule<'currentUser', 'media'> = {
  name: 'media',
  needs: ['currentUser'],
  async register(app, { database, mediaConfig, mediaStore, keys, clock, now, concurrency, metrics, currentUser }) {
    const media = await createMedia(database.db, mediaConfig, app.log, keys, now, mediaStore);
    app.addHook('onClose', () => media.close());
    await media.start();
    // Each live channel's health: encoding and reaching the origin (1) or not (0), and its encoder's restarts.
    const channels = media.channels;
    if (channels) {
      const states = () => liveChannelIds.map((id) => channels.state(id)).filter((state) => state !== undefined);
      metrics.observe('platform_live_channel_up', 'Whether a live channel is encoding and reaching the live origin', ['channel'], () =>
        states().map((state) => ({ labels: { channel: state.id }, value: state.status === 'active' ? 1 : 0 })),
      );
      metrics.observe('platform_live_channel_restarts', "Times a live channel's encoder was restarted since start", ['channel'], () =>
        states().map((state) => ({ labels: { channel: state.id }, value: state.restarts })),
      );
    }
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
