import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { clubConfig } from '@club/config';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import { type AppConfig, defaultImageCacheDir, defaultSiteOrigins, packageRoot } from './config';
import { type Database, createDatabase } from './infra/db/database';
import { handleError, handleNotFound } from './infra/http/errors';
import { registerOpenApi } from './infra/http/openapi';
import { loggerOptions } from './infra/logging';
import { createMailer, readOutbox } from './infra/mail/mailer';
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
import { createStripeClient, localUrlOf, usesSimulator, webhookSecretOf } from './modules/payments/stripe-client';
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
import { blackoutRules, readBlackoutsFile } from './modules/videos/blackouts';
import { createSessionCheck } from './modules/videos/session-check';
import { sessionRoutes } from './modules/videos/session-routes';
import { type ConcurrencyStore, createMemoryConcurrencyStore } from './infra/concurrency/store';
import { createRedisConcurrencyStore } from './infra/concurrency/redis';
import { videoServiceOptions } from './modules/videos/seed';
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
  /** The clock of the services that answer what runs now (adverts); tests fix it. */
  now?: () => Date;
  /** The payment simulator's webhook retry timings (tests shorten them). */
  simulatorDelivery?: Partial<DeliveryOptions>;
  /** Where the payment simulator sends webhooks instead of this app's receiver (tests replay them in any order). */
  simulatorWebhookUrl?: string;
  /** How long a concurrency socket's session lives without a ping, in ms (tests shorten the 75 s). */
  concurrencyTtlMs?: number;
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
  });

  try {
    let database = dependencies.database;
    if (!database) {
      const owned = createDatabase(config.database, {
        onPoolError: (error) => app.log.error({ err: error }, 'database pool error'),
      });
      app.addHook('onClose', () => owned.close());
      database = owned;
      await prepareDatabase(database, app.log);
    }

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(handleNotFound);

    await registerOpenApi(app, version);
    // Parses the Cookie header for every route: the identity endpoints and every module's CurrentUser.
    await app.register(fastifyCookie);

    const webService = createWebService(createWebRepo(database.db), { cacheMs: 60_000 });
    await app.register(healthRoutes, { prefix: '/api', database, version });
    await app.register(webRoutes, { prefix: '/api/web', service: webService });
    await app.register(settingsRoutes, { prefix: '/api/web' });
    const imageService = createImageService({
      originalsDir: join(packageRoot(), 'content', 'images'),
      cacheDir: config.imageCacheDir ?? defaultImageCacheDir(),
      artwork: createArtwork(createArtworkLookups(database.db)),
      log: app.log,
    });
    await app.register(imagesRoutes, { prefix: '/images', service: imageService });
    await app.register(teamsRoutes, { prefix: '/api/teams', service: createTeamsService(createTeamsRepo(database.db)) });
    const matchesService = createMatchesService(createMatchesRepo(database.db));
    await app.register(matchesRoutes, { prefix: '/api/matches', service: matchesService });
    // One set of live blackout rules for the session check and the streamer's advance answer.
    const blackouts = config.geo?.blackoutsFile ? readBlackoutsFile(config.geo.blackoutsFile) : blackoutRules;
    const teamsRepo = createTeamsRepo(database.db);
    await app.register(streamerRoutes, {
      prefix: '/api/streamer',
      service: createStreamerService({
        matches: matchesService,
        teams: async () => (await teamsRepo.listTeams()).map((team) => team.slug),
        ...(dependencies.now ? { now: dependencies.now } : {}),
        blackouts,
      }),
      geo: config.geo,
    });
    const newsService = createNewsService(
      createNewsRepo(database.db),
      createNewsSearch(database.db, database.dialect),
    );
    await app.register(newsRoutes, { prefix: '/api/news', service: newsService });
    await app.register(commercialRoutes, {
      service: createCommercialService(createCommercialRepo(database.db), dependencies.now),
    });
    // Media: playback tokens (the session check issues them), on-demand renditions, live channels, ClearKey.
    const media = await createMedia(database.db, config.media ?? defaultMediaConfig(), app.log);
    app.addHook('onClose', () => media.close());
    await media.start();
    const videosService = createVideosService(createVideosRepo(database.db), {
      ...videoServiceOptions,
      liveStatus: (assetId) => media.liveStatus(assetId),
    });
    await app.register(videoPlatformRoutes, { prefix: '/api/video-platform', service: videosService });
    await app.register(videosRoutes, { prefix: '/api/videos', service: videosService });
    const clock = dependencies.now ?? (() => new Date());
    const signingKey = await loadSigningKey(database.db, config.sessionSecret, clock());
    const identityTokens = createTokens(signingKey, clock);
    const identityService = createIdentityService(database.db, {
      tokens: identityTokens,
      mailer: createMailer(database.db, {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        now: clock,
        onError: (error) => app.log.error({ err: error }, 'mail not delivered'),
      }),
      clubName: clubConfig.name,
      dummyHash: await hashPassword(randomUUID()),
      now: clock,
    });
    // A club's existing user pool, when configured, fills the provider interface instead of the embedded one.
    const userPool = config.identityUserPool
      ? createUserPoolProvider({ ...config.identityUserPool, db: database.db, tokens: identityTokens, signingKey, now: clock })
      : undefined;
    if (userPool) app.addHook('onClose', async () => userPool.close());
    // Who is signed in, for every module that asks (payments, entitlements, videos).
    const currentUser = createCurrentUser(userPool ?? identityService);
    // A playback token shown by another signed-in account than the one it was issued to is refused.
    await app.register(mediaRoutes, {
      prefix: '/media',
      media,
      currentUserId: async (request) => (await currentUser(request))?.sub,
    });
    await app.register(identityRoutes, {
      prefix: '/api/identity',
      ...(userPool ? { provider: userPool } : { service: identityService }),
      cookies: { domain: config.cookieDomain },
      ...((config.outboxReadable ?? true) && !config.smtpUrl
        ? { readOutbox: (to: string) => readOutbox(database.db, to) }
        : {}),
    });
    await app.register(packagesRoutes, { prefix: '/api/packages', repo: createPackagesRepo(database.db) });
    // Payments: Stripe itself with STRIPE_SECRET_KEY, otherwise the platform's own hosted-checkout simulator,
    // which the same SDK reaches at this server's own address.
    const localUrl = () => localUrlOf(app.server, config.port);
    const paymentsPackages = createPackagesRepo(database.db);
    if (usesSimulator(config.stripe)) {
      const simulator = createStripeSimulator({
        db: database.db,
        packages: paymentsPackages,
        publicUrl: () => config.platformPublicUrl ?? localUrl(),
        webhookUrl: () => dependencies.simulatorWebhookUrl ?? `${localUrl()}/api/payments/webhook`,
        webhookSecret: webhookSecretOf(config.stripe),
        log: app.log,
        delivery: dependencies.simulatorDelivery,
      });
      app.addHook('onListen', () => simulator.resumePending());
      app.addHook('onClose', () => simulator.close());
      await app.register(stripeSimulatorRoutes, { simulator });
    }
    const paymentsService = createPaymentsService({
      repo: createPaymentsRepo(database.db),
      packages: paymentsPackages,
      stripe: createStripeClient(config.stripe, localUrl),
      webhookSecret: webhookSecretOf(config.stripe),
      siteOrigins: config.siteOrigins ?? defaultSiteOrigins,
      now: dependencies.now,
      log: app.log,
    });
    await app.register(entitlementsRoutes, { prefix: '/api/entitlements', service: paymentsService, currentUser });
    await app.register(paymentsRoutes, {
      prefix: '/api/payments',
      service: paymentsService,
      currentUser,
      siteOrigins: config.siteOrigins ?? defaultSiteOrigins,
    });
    // Session check and concurrency socket: Redis shares the per-account limit between instances.
    const concurrencyStore: ConcurrencyStore = config.redisUrl
      ? createRedisConcurrencyStore(config.redisUrl, { onError: (error) => app.log.error({ err: error }, 'redis error') })
      : createMemoryConcurrencyStore();
    app.addHook('onClose', () => concurrencyStore.close());
    const concurrencyLimit = config.concurrencyLimit ?? 2;
    await app.register(sessionRoutes, {
      prefix: '/api/videos',
      sessionCheck: createSessionCheck({
        repo: createVideosRepo(database.db),
        heldBy: (sub) => paymentsService.heldBy(sub),
        tokens: media.tokens,
        store: concurrencyStore,
        limit: concurrencyLimit,
        blackouts,
        liveStatus: (assetId) => media.liveStatus(assetId),
        now: clock,
      }),
      currentUser,
      store: concurrencyStore,
      limit: concurrencyLimit,
      geo: config.geo,
      now: clock,
      ...(dependencies.concurrencyTtlMs ? { concurrencyTtlMs: dependencies.concurrencyTtlMs } : {}),
    });
    await app.register(analyticsRoutes, { prefix: '/api/analytics', repo: createAnalyticsRepo(database.db), now: dependencies.now });
    return app;
  } catch (error) {
    // Releases a database this function opened before the failure.
    await app.close();
    throw error;
  }
}
