import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { type Clock, getClock } from '@club/clock';
import { clubConfig } from '@club/config';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import { type AppConfig, defaultImageCacheDir, defaultSiteOrigins, packageRoot } from './config';
import { type Database, createDatabase } from './infra/db/database';
import { refuseCrossSiteWrites } from './infra/http/cross-site';
import { contentVersionRoutes, registerReadCache } from './infra/http/read-cache';
import { handleError, handleFrameworkError, handleNotFound, jsonBodyParser } from './infra/http/errors';
import { registerOpenApi } from './infra/http/openapi';
import { loggerOptions } from './infra/logging';
import { createMailer, readOutbox } from './infra/mail/mailer';
import { createRedisRateLimitStore } from './infra/rate-limit/redis';
import { createNewsSearch } from './infra/search/news-search';
import { createAnalyticsRepo } from './modules/analytics/repo';
import { analyticsRoutes } from './modules/analytics/routes';
import { createCommercialRepo } from './modules/commercial/repo';
import { commercialRoutes } from './modules/commercial/routes';
import { createCommercialService } from './modules/commercial/service';
import { healthRoutes } from './modules/health/routes';
import { mediaRoutes } from './modules/media/routes';
import { createMedia, defaultMediaConfig } from './modules/media/service';
import { createCurrentUser } from './modules/identity/current-user';
import { hashPassword } from './modules/identity/passwords';
import { createUserPoolProvider } from './modules/identity/pool-provider';
import { identityRoutes } from './modules/identity/routes';
import { createIdentityService } from './modules/identity/service';
import { createTokens, loadSigningKey } from './modules/identity/tokens';
import { createArtwork } from './modules/images/artwork';
import { createArtworkLookups } from './modules/images/lookups';
import { imagesRoutes } from './modules/images/routes';
import { createImageService } from './modules/images/service';
import { registerLive } from './modules/live';
import { liveStudioRoutes } from './modules/live/routes';
import { createMatchesRepo } from './modules/matches/repo';
import { matchesRoutes } from './modules/matches/routes';
import { createMatchesService } from './modules/matches/service';
import { createNewsRepo } from './modules/news/repo';
import { newsRoutes } from './modules/news/routes';
import { createNewsService } from './modules/news/service';
import { settingsRoutes } from './modules/settings/routes';
import { createPackagesRepo } from './modules/packages/repo';
import { createPaymentsRepo } from './modules/payments/repo';
import { entitlementsRoutes, paymentsRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { createStripeClient, loadWebhookSecret, localUrlOf, usesSimulator } from './modules/payments/stripe-client';
import { streamerRoutes } from './modules/streamer/routes';
import { createStreamerService } from './modules/streamer/service';
import { stripeSimulatorRoutes } from './modules/stripe-simulator/routes';
import { type DeliveryOptions, createStripeSimulator } from './modules/stripe-simulator/simulator';
import { packagesRoutes } from './modules/packages/routes';
import { createTeamsRepo } from './modules/teams/repo';
import { teamsRoutes } from './modules/teams/routes';
import { createTeamsService } from './modules/teams/service';
import { createVideosRepo } from './modules/videos/repo';
import { videoPlatformRoutes, videosRoutes } from './modules/videos/routes';
import { createVideosService } from './modules/videos/service';
import { videoServiceOptionsFor } from './modules/videos/seed';
import { blackoutRules, readBlackoutsFile } from './modules/videos/blackouts';
import { createSessionCheck } from './modules/videos/session-check';
import { sessionRoutes } from './modules/videos/session-routes';
import { type ConcurrencyStore, createMemoryConcurrencyStore } from './infra/concurrency/store';
import { createRedisConcurrencyStore } from './infra/concurrency/redis';
import { createStudioArticlesRepo } from './modules/studio/articles-repo';
import { createStudioArticles } from './modules/studio/articles';
import { createAuditLog } from './modules/studio/audit';
import { createStudioMatchday } from './modules/studio/matchday';
import { studioMatchdayRoutes } from './modules/studio/matchday-routes';
import { createStudioVouchers } from './modules/studio/commercial';
import { createStudioAdverts } from './modules/studio/commercial-adverts';
import { studioCommercialRoutes } from './modules/studio/commercial-routes';
import { createStudioPackages } from './modules/studio/commercial-packages';
import { createStudioPromos } from './modules/studio/commercial-promos';
import { createStudioSponsors } from './modules/studio/commercial-sponsors';
import { createStudioSponsorSlots } from './modules/studio/commercial-sponsor-slots';
import { studioSponsorSlotsRoutes } from './modules/studio/commercial-sponsor-slots-routes';
import { createStudioFans } from './modules/studio/fans';
import { studioFansRoutes } from './modules/studio/fans-routes';
import { createStaffAdmin } from './modules/studio/staff-admin';
import { studioStaffAdminRoutes } from './modules/studio/staff-admin-routes';
import { studioRoutes } from './modules/studio/routes';
import { createStaffDirectory, createStaffGuard, mayAct } from './modules/studio/staff';
import { studioApi } from './modules/studio/studio-api';
import { createStudioUploads } from './modules/studio/uploads';
import { createStudioPages } from './modules/studio/pages';
import { studioPagesRoutes } from './modules/studio/pages-routes';
import { registerClubTv } from './modules/studio/clubtv-routes';
import { createWebRepo } from './modules/web/repo';
import { webRoutes } from './modules/web/routes';
import { createWebService } from './modules/web/service';
import { prepareDatabase } from './prepare-database';

export interface AppDependencies {
  /**
   * A database that is already migrated and seeded, owned by the caller (tests). Without one the app
   * opens the configured database, migrates and seeds it, and closes it when the app closes.
   */
  database?: Database;
  /** Where logs go instead of stdout. */
  logStream?: NodeJS.WritableStream;
  /**
   * The one clock (SPEC: time is an input): seeds anchor the demo world on its today, the live engine
   * plays matches by it, every service asks it. Default: the process's clock (`CLOCK_NOW`, see main.ts).
   */
  clock?: Clock;
  /** The payment simulator's webhook retry timings (tests shorten them). */
  simulatorDelivery?: Partial<DeliveryOptions>;
  /** Where the payment simulator sends webhooks instead of this app's receiver (tests replay them in any order). */
  simulatorWebhookUrl?: string;
  /** How long a concurrency socket's session lives without a ping, in ms (tests shorten the 75 s). */
  concurrencyTtlMs?: number;
  /** The live engine's tick, in ms (default 1 s). */
  liveTickMs?: number;
}

export const version = packageJson.version;

/** The platform as a Fastify instance, not yet listening: `main.ts` listens, tests `inject`. */
export async function buildApp(config: AppConfig, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions({ level: config.logLevel, stream: dependencies.logStream }),
    // Sites forward /api/* from their own servers; the id in the logs ties a request across both.
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: true },
    // The sites' servers forward with x-forwarded-for/-host/-proto: believed only from TRUST_PROXY
    // (loopback by default), so the visitor's address (rate limits) and host (Secure cookies) are real.
    trustProxy: config.trustProxy ?? 'loopback',
    // A too-long path parameter (414) or an undecodable path, answered in the one error shape.
    frameworkErrors: handleFrameworkError,
  });

  const clock: Clock = dependencies.clock ?? getClock();
  const now = () => clock.now();
  try {
    let database = dependencies.database;
    if (!database) {
      const owned = createDatabase(config.database, {
        onPoolError: (error) => app.log.error({ err: error }, 'database pool error'),
      });
      app.addHook('onClose', () => owned.close());
      database = owned;
      await prepareDatabase(database, app.log, clock);
    }

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(handleNotFound);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app.getDefaultJsonParser('error', 'error')));

    await registerOpenApi(app, version);
    // Studio writes only from the club's own sites (CSRF): every module's routes under /api/studio.
    app.addHook('onRequest', refuseCrossSiteWrites({ siteOrigins: config.siteOrigins ?? defaultSiteOrigins, prefixes: ['/api/studio'] }));
    // Parses the Cookie header for every route: the identity endpoints and every module's CurrentUser.
    await app.register(fastifyCookie);
    // The public reads every render asks for, kept a few seconds; studio writes and live changes forget them.
    const readCache = registerReadCache(app, {
      ttlMs: (config.readCacheSeconds ?? 0) * 1000,
      now: () => clock.nowMs(),
      redisUrl: config.redisUrl,
      onError: (error) => app.log.error({ err: error }, 'redis error'),
    });
    app.decorate('readCache', readCache);
    app.addHook('onClose', () => readCache.close());
    await app.register(contentVersionRoutes, { prefix: '/api/web', cache: readCache });

    const webService = createWebService(createWebRepo(database.db), { cacheMs: 60_000 });
    // A content page saved in the studio (on any instance) is in the tree at once.
    readCache.onForget((families) => {
      if (families.includes('site')) webService.forget();
    });
    await app.register(healthRoutes, { prefix: '/api', database, version });
    await app.register(webRoutes, { prefix: '/api/web', service: webService });
    await app.register(settingsRoutes, { prefix: '/api/web', clock });
    const mediaConfig = config.media ?? defaultMediaConfig();
    const imageService = createImageService({
      originalsDir: join(packageRoot(), 'content', 'images'),
      mediaDir: mediaConfig.dir,
      cacheDir: config.imageCacheDir ?? defaultImageCacheDir(),
      artwork: createArtwork(createArtworkLookups(database.db)),
      log: app.log,
    });
    await app.register(imagesRoutes, { prefix: '/images', service: imageService });
    await app.register(teamsRoutes, { prefix: '/api/teams', service: createTeamsService(createTeamsRepo(database.db)) });
    const matchesService = createMatchesService(createMatchesRepo(database.db), { clock });
    await app.register(matchesRoutes, { prefix: '/api/matches', service: matchesService });
    // One set of live blackout rules for the session check and the streamer's advance answer.
    const blackouts = config.geo?.blackoutsFile ? readBlackoutsFile(config.geo.blackoutsFile) : blackoutRules;
    const teamsRepo = createTeamsRepo(database.db);
    await app.register(streamerRoutes, {
      prefix: '/api/streamer',
      service: createStreamerService({
        matches: matchesService,
        teams: async () => (await teamsRepo.listTeams()).map((team) => team.slug),
        now,
        blackouts,
      }),
      geo: config.geo,
    });
    const newsService = createNewsService(
      createNewsRepo(database.db, now),
      createNewsSearch(database.db, database.dialect),
      now,
    );
    await app.register(newsRoutes, { prefix: '/api/news', service: newsService });
    await app.register(commercialRoutes, {
      service: createCommercialService(createCommercialRepo(database.db), now),
    });
    // Media: playback tokens (the session check issues them), on-demand renditions, live channels, ClearKey.
    const media = await createMedia(database.db, mediaConfig, app.log, now);
    app.addHook('onClose', () => media.close());
    await media.start();
    // The seasons Club TV files its items under are the ones the database was seeded with.
    const seasons = await database.db.selectFrom('season').select(['slug', 'year', 'name', 'is_current']).execute();
    const videosService = createVideosService(createVideosRepo(database.db), {
      ...videoServiceOptionsFor({ seasons }),
      liveStatus: (assetId) => media.liveStatus(assetId),
    });
    await app.register(videoPlatformRoutes, { prefix: '/api/video-platform', service: videosService });
    await app.register(videosRoutes, { prefix: '/api/videos', service: videosService });
    const signingKey = await loadSigningKey(database.db, config.sessionSecret, now());
    // Rate limits: Redis (REDIS_URL) counts for every instance; without it each limit keeps its own store
    // (the database for mails and vouchers, which every instance on it shares; memory for analytics).
    const sharedRateLimits = config.redisUrl
      ? createRedisRateLimitStore(config.redisUrl, { onError: (error) => app.log.error({ err: error }, 'redis error') })
      : undefined;
    if (sharedRateLimits) app.addHook('onClose', () => sharedRateLimits.close());
    const identityTokens = createTokens(signingKey, now);
    const identityService = createIdentityService(database.db, {
      ...(sharedRateLimits ? { rateLimits: sharedRateLimits } : {}),
      tokens: identityTokens,
      mailer: createMailer(database.db, {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        now,
        onError: (error) => app.log.error({ err: error }, 'mail not delivered'),
      }),
      clubName: clubConfig.name,
      dummyHash: await hashPassword(randomUUID()),
      now,
    });
    // A club's existing user pool, when configured, fills the provider interface instead of the embedded one.
    const userPool = config.identityUserPool
      ? createUserPoolProvider({ ...config.identityUserPool, db: database.db, tokens: identityTokens, signingKey, now })
      : undefined;
    if (userPool) app.addHook('onClose', async () => userPool.close());
    // Who is signed in, for every module that asks (payments, entitlements, videos).
    const currentUser = createCurrentUser(userPool ?? identityService);
    // Staff roles (0014_studio), for the studio and for who records live match events.
    const staffDirectory = createStaffDirectory(database.db);
    // Live matches: the engine (DEMO_LIVE_MATCH), the SSE stream beside /api/matches, the studio's event recording.
    const live = await registerLive(app, {
      database,
      matches: matchesService,
      clock,
      redisUrl: config.redisUrl,
      simulate: config.demoLiveMatch === true,
      runEngine: config.demoLiveMatch !== undefined,
      ...(dependencies.liveTickMs ? { tickMs: dependencies.liveTickMs } : {}),
    });
    // Every instance hears the live bus itself, so each forgets its own match reads.
    live.bus.subscribe(() => readCache.forget(['matches'], { here: true }));
    // Session check and concurrency socket (below) and media: Redis shares the per-account limit between instances.
    const concurrencyStore: ConcurrencyStore = config.redisUrl
      ? createRedisConcurrencyStore(config.redisUrl, { onError: (error) => app.log.error({ err: error }, 'redis error') })
      : createMemoryConcurrencyStore();
    app.addHook('onClose', () => concurrencyStore.close());
    // A playback token shown by another signed-in account than the one it was issued to is refused, and
    // one whose session has lost its place in the account's limit.
    await app.register(mediaRoutes, {
      prefix: '/media',
      media,
      currentUserId: async (request) => (await currentUser(request))?.sub,
      sessionHolds: (account, session) => concurrencyStore.holds(account, session, clock.nowMs()),
    });
    await app.register(identityRoutes, {
      prefix: '/api/identity',
      ...(userPool ? { provider: userPool } : { service: identityService }),
      cookies: { domain: config.cookieDomain },
      // Development only, asked for by MAIL_OUTBOX=on; the route still answers loopback callers alone.
      ...(config.outboxReadable === true && !config.smtpUrl
        ? { readOutbox: (to: string) => readOutbox(database.db, to) }
        : {}),
    });
    // Every studio module under one parent (studio-api.ts: JSON only, no-store, the studio's refusals), with one guard.
    const staffGuard = createStaffGuard({ currentUser, staff: staffDirectory });
    await app.register(
      studioApi(async (studio) => {
        await studio.register(studioRoutes, {
          guard: staffGuard,
          articles: createStudioArticles(createStudioArticlesRepo(database.db), now),
          uploads: createStudioUploads({ db: database.db, mediaDir: mediaConfig.dir, now }),
          audit: createAuditLog(database.db),
        });
        await studio.register(studioPagesRoutes, { guard: staffGuard, pages: createStudioPages(database.db, now) });
        await studio.register(studioMatchdayRoutes, {
          prefix: '/matchday',
          guard: staffGuard,
          matchday: createStudioMatchday({ db: database.db, matches: matchesService, clock, bus: live.bus }),
        });
        await studio.register(studioCommercialRoutes, {
          guard: staffGuard,
          vouchers: createStudioVouchers(database.db, now),
          promos: createStudioPromos(database.db, now),
          packages: createStudioPackages(database.db, now),
          adverts: createStudioAdverts(database.db, now),
          sponsors: createStudioSponsors(database.db, now),
        });
        await studio.register(studioSponsorSlotsRoutes, { guard: staffGuard, slots: createStudioSponsorSlots(database.db, now) });
        await studio.register(studioFansRoutes, { guard: staffGuard, fans: createStudioFans(database.db, now) });
        await studio.register(studioStaffAdminRoutes, { guard: staffGuard, staffAdmin: createStaffAdmin(database.db, now) });
        // The live console's events and whistles, through the one live path (modules/live).
        await studio.register(liveStudioRoutes, {
          service: live.service,
          currentUser,
          isMatchDayStaff: async (sub) => mayAct(await staffDirectory.rolesOf(sub), ['matchday']),
        });
        await registerClubTv(studio, { db: database.db, media, mediaDir: mediaConfig.dir, guard: staffGuard, now });
      }),
      { prefix: '/api/studio' },
    );
    await app.register(packagesRoutes, { prefix: '/api/packages', repo: createPackagesRepo(database.db) });
    // Payments: Stripe itself with STRIPE_SECRET_KEY, otherwise the platform's own hosted-checkout simulator,
    // which the same SDK reaches at this server's own address.
    const localUrl = () => localUrlOf(app.server, config.port);
    const paymentsPackages = createPackagesRepo(database.db);
    // One secret for the simulator that signs and the receiver that verifies, shared by every instance.
    const webhookSecret = await loadWebhookSecret(database.db, config.stripe, now());
    if (usesSimulator(config.stripe)) {
      const simulator = createStripeSimulator({
        db: database.db,
        packages: paymentsPackages,
        publicUrl: () => config.platformPublicUrl ?? localUrl(),
        webhookUrl: () => dependencies.simulatorWebhookUrl ?? `${localUrl()}/api/payments/webhook`,
        webhookSecret,
        log: app.log,
        delivery: dependencies.simulatorDelivery,
        now,
      });
      app.addHook('onListen', () => simulator.resumePending());
      app.addHook('onClose', () => simulator.close());
      await app.register(stripeSimulatorRoutes, { simulator });
    }
    const paymentsService = createPaymentsService({
      repo: createPaymentsRepo(database.db),
      ...(sharedRateLimits ? { rateLimits: sharedRateLimits } : {}),
      packages: paymentsPackages,
      stripe: createStripeClient(config.stripe, localUrl),
      webhookSecret,
      siteOrigins: config.siteOrigins ?? defaultSiteOrigins,
      now,
      log: app.log,
    });
    await app.register(entitlementsRoutes, { prefix: '/api/entitlements', service: paymentsService, currentUser });
    await app.register(paymentsRoutes, {
      prefix: '/api/payments',
      service: paymentsService,
      currentUser,
      siteOrigins: config.siteOrigins ?? defaultSiteOrigins,
    });
    const concurrencyLimit = config.concurrencyLimit ?? 2;
    const sessionVideosRepo = createVideosRepo(database.db);
    await app.register(sessionRoutes, {
      prefix: '/api/videos',
      sessionCheck: createSessionCheck({
        repo: sessionVideosRepo,
        heldBy: (sub) => paymentsService.heldBy(sub),
        tokens: media.tokens,
        store: concurrencyStore,
        limit: concurrencyLimit,
        blackouts,
        liveStatus: (assetId) => media.liveStatus(assetId),
        now,
      }),
      currentUser,
      store: concurrencyStore,
      limit: concurrencyLimit,
      geo: config.geo,
      now,
      holdOf: (assetId) => sessionVideosRepo.holdOf(assetId),
      ...(dependencies.concurrencyTtlMs ? { concurrencyTtlMs: dependencies.concurrencyTtlMs } : {}),
    });
    await app.register(analyticsRoutes, {
      prefix: '/api/analytics',
      repo: createAnalyticsRepo(database.db),
      now,
      ...(sharedRateLimits ? { rateLimits: sharedRateLimits } : {}),
    });
    return app;
  } catch (error) {
    // Releases a database this function opened before the failure.
    await app.close();
    throw error;
  }
}
