import type { Infrastructure, PlatformModule } from '../module';
import type { CurrentUser } from '../identity/current-user';
import { liveChannelIds } from './live-channels';
import { mediaRoutes } from './routes';
import { type Media, createMedia } from './service';

/**
 * Media: playback tokens (the session check issues them), on-demand renditions, live channels, ClearKey.
 * Gives the media service to the studio's Club TV desk, videos and the worker's jobs; starts nothing (the
 * live role starts the channels, the worker the warm-up).
 */
export const mediaModule: PlatformModule<never, 'media'> = {
  name: 'media',
  roles: ['api', 'worker', 'live'],
  needs: [],
  async register(app, { database, mediaConfig, mediaStore, keys, now }) {
    const media = await createMedia(database.db, mediaConfig, app.log, keys, now, mediaStore);
    app.addHook('onClose', () => media.close());
    return { media };
  },
};

// A playback token shown by another signed-in account than the one it was issued to is refused, and
// one whose session has lost its place in the account's limit.
const routeOptions = (media: Media, currentUser: CurrentUser, { concurrency, clock }: Infrastructure) => ({
  prefix: '/media',
  media,
  currentUserId: async (request: Parameters<CurrentUser>[0]) => (await currentUser(request))?.sub,
  sessionHolds: (account: string, session: string) => concurrency.holds(account, session, clock.nowMs()),
});

/** /media/* but /media/live: renditions, captions, ClearKey licences (the api role; no ffmpeg is spawned for them unless a rendition is missing). */
export const mediaApiModule: PlatformModule<'media' | 'currentUser'> = {
  name: 'media-api',
  needs: ['media', 'currentUser'],
  async register(app, deps) {
    await app.register(mediaRoutes, { ...routeOptions(deps.media, deps.currentUser, deps), parts: 'on-demand' });
  },
};

/** The live role: the channels' encoders and the origin behind /media/live. */
export const liveOriginModule: PlatformModule<'media' | 'currentUser'> = {
  name: 'live-origin',
  roles: ['live'],
  needs: ['media', 'currentUser'],
  async register(app, deps) {
    await deps.media.startLive();
    // Each live channel's health: encoding and reaching the origin (1) or not (0), and its encoder's restarts.
    const channels = deps.media.channels;
    if (channels) {
      const states = () => liveChannelIds.map((id) => channels.state(id)).filter((state) => state !== undefined);
      deps.metrics.observe('platform_live_channel_up', 'Whether a live channel is encoding and reaching the live origin', ['channel'], () =>
        states().map((state) => ({ labels: { channel: state.id }, value: state.status === 'active' ? 1 : 0 })),
      );
      deps.metrics.observe('platform_live_channel_restarts', "Times a live channel's encoder was restarted since start", ['channel'], () =>
        states().map((state) => ({ labels: { channel: state.id }, value: state.restarts })),
      );
    }
    await app.register(mediaRoutes, { ...routeOptions(deps.media, deps.currentUser, deps), parts: 'live' });
  },
};

/** The renditions warm-up as a durable job (the worker role). */
export const mediaWarmUpJob = 'media.warm-up';

/**
 * The worker role: the catalogue's renditions made in the background at start (MEDIA_WARMUP), as a
 * durable job run by one worker: every worker that starts adds the day's warm-up `once`, so workers
 * started together (or one restarted) warm up once a day, and a worker killed mid-way has its warm-up
 * finished by another (renditions already in the store are skipped).
 */
export const mediaWarmUpModule: PlatformModule<'media'> = {
  name: 'media-warm-up',
  roles: ['worker'],
  needs: ['media'],
  async register(app, { media, mediaConfig, jobs, database, clock }) {
    if (!mediaConfig.warmUp) return;
    // Closing (before the queue waits for the jobs under way): the run stops after the rendition in
    // progress, and the job fails, so another worker finishes it rather than it counting as done.
    const closing = new AbortController();
    app.addHook('preClose', (done) => {
      closing.abort();
      done();
    });
    jobs.work(mediaWarmUpJob, async () => {
      await media.startWarmUp(closing.signal);
      if (closing.signal.aborted) throw new Error('The worker closed before the warm-up finished: another worker finishes it.');
    });
    const day = clock.now().toISOString().slice(0, 10);
    await database.db.transaction().execute((trx) => jobs.add(trx, { kind: mediaWarmUpJob, key: `${mediaWarmUpJob}:${day}`, payload: {}, once: true }));
  },
};
