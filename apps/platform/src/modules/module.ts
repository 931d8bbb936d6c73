import type { KeyRing } from '../infra/keys';
import type { Metrics } from '../infra/metrics';
import type { Clock } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import type { AppConfig, MediaConfig } from '../config';
import type { ConcurrencyStore } from '../infra/concurrency/store';
import type { Database } from '../infra/db/database';
import type { ReadCache } from '../infra/http/read-cache';
import type { RateLimitStore } from '../infra/rate-limit/limiter';
import type { RedisConnections } from '../infra/redis/connections';
import type { PlatformRole } from '../infra/roles/roles';
import type { Leases } from '../infra/jobs/lease';
import type { JobQueue, JobQueueOptions } from '../infra/jobs/queue';
import type { DeliveryOptions } from './stripe-simulator/webhooks';
import type { CurrentUser } from './identity/current-user';
import type { IdentityRoutesProvider } from './identity/module';
import type { Live } from './live/module';
import type { MatchesService } from './matches/service';
import type { Media } from './media/service';
import type { MediaStore } from './media/store';
import type { PackagesRepo } from './packages/repo';
import type { PaymentsRepo } from './payments/repo';
import type { TeamsRepo } from './teams/repo';
import type { BlackoutRule } from './videos/blackouts';

/** buildApp's seams for tests that modules read (`AppDependencies` in app.ts has them all). */
export interface ModuleSeams {
  /** The payment simulator's webhook retry timings (tests shorten them). */
  simulatorDelivery?: Partial<DeliveryOptions>;
  /** Where the payment simulator sends webhooks instead of this app's receiver (tests replay them in any order). */
  simulatorWebhookUrl?: string;
  /** How long a concurrency socket's session lives without a ping, in ms (tests shorten the 75 s). */
  concurrencyTtlMs?: number;
  /** The live engine's tick, in ms (default 1 s). */
  liveTickMs?: number;
  /** How often a lease held by another process is tried again, in ms (default 5 s; tests shorten it). */
  leaseRetryMs?: number;
  /** How often the demo world's roll-forward asks the clock for a new day, in ms (default 1 min; tests shorten it). */
  rollForwardCheckMs?: number;
  /** The job queue's lease and poll timings (tests shorten them). */
  jobs?: Pick<JobQueueOptions, 'leaseMs' | 'pollMs' | 'superviseSeconds'>;
}

/** What buildApp builds once (infra/build.ts, then app.ts's HTTP edge), before any module, and hands to every one of them. */
export interface Infrastructure {
  config: AppConfig;
  seams: ModuleSeams;
  /** The platform's version (package.json), for /api/health and the OpenAPI document. */
  version: string;
  /** The one clock (SPEC: time is an input). */
  clock: Clock;
  now: () => Date;
  /** Migrated and seeded. */
  database: Database;
  /** REDIS_URL's connections (infra/redis); absent on one instance alone. */
  redis: RedisConnections | undefined;
  /** The public reads' cache: modules with caches of their own follow its forgetting. */
  readCache: ReadCache;
  /** Rate limits every instance shares (Redis); absent without REDIS_URL, each limit then keeps its own store. */
  rateLimits: RateLimitStore | undefined;
  /** Each account's playback sessions (Redis with REDIS_URL): the session check and socket hold them, /media asks. */
  concurrency: ConcurrencyStore;
  /** MEDIA_DIR and the media settings: the image library, the media module and the studio's uploads. */
  mediaConfig: MediaConfig;
  /**
   * Where every byte of media is kept (media/store.ts): MEDIA_DIR, or the MEDIA_S3_URL bucket every
   * instance shares. The studio's images and posters, Club TV uploads and captions, renditions.
   */
  mediaStore: MediaStore;
  /** One key per purpose, derived from SESSION_SECRET (infra/keys.ts): identity tokens, hashes, playback tokens. */
  keys: KeyRing;
  /** The app's Prometheus metrics (infra/metrics.ts): modules add gauges (`observe`) and count job failures (`jobFailed`). */
  metrics: Metrics;
  /** Whether the app is draining (SIGTERM seen, main.ts): GET /api/ready answers 503 from then on. */
  lifecycle: Lifecycle;
  /** The roles this process runs (PLATFORM_ROLES): the modules registered are those of these roles. */
  roles: readonly PlatformRole[];
  /** The durable jobs (infra/jobs/queue.ts): added by any role in its change's transaction, run by the worker. */
  jobs: JobQueue;
  /** Singletons' leases (infra/jobs/lease.ts): a Postgres advisory lock each; trivially held on SQLite. */
  leases: Leases;
}

/** The app's state a load balancer reads through GET /api/ready. */
export interface Lifecycle {
  draining: boolean;
}

/**
 * What modules hand each other, by name. Each is given by one module and needed by those listed after it:
 * each repository and service is built once, by the module that owns it.
 */
export interface Provided {
  teamsRepo: TeamsRepo;
  matches: MatchesService;
  /** Who is signed in, for every module that asks (media, studio, payments, videos). */
  currentUser: CurrentUser;
  /** The identity routes' provider (identity's HTTP part): the embedded service or a club's user pool. */
  identityProvider: IdentityRoutesProvider;
  /** Playback tokens, renditions, live channels. */
  media: Media;
  /** The live bus, the one recording path, the engine and the stream. */
  live: Live;
  packagesRepo: PackagesRepo;
  /** Grants, customers and vouchers (the payments module's), for the studio's fans desk. */
  paymentsRepo: PaymentsRepo;
  /** The packages a user's grants hold now (the payments service's), for the session check. */
  heldBy: (userId: string) => Promise<string[]>;
  /** One set of live blackout rules for the session check and the streamer's advance answer. */
  blackouts: readonly BlackoutRule[];
}

export type ProvidedName = keyof Provided;

/**
 * A platform module: it registers its routes, its hooks and its own onClose on `app`, and returns what
 * other modules need from it. `needs` names what it takes from the modules before it (checked at start:
 * a role listing a module without the one that gives what it needs fails with both names).
 */
export interface PlatformModule<Needs extends ProvidedName = never, Gives extends ProvidedName = never> {
  name: string;
  /** The roles it belongs to (infra/roles); absent → `api` (an HTTP module). */
  roles?: readonly PlatformRole[];
  needs: readonly Needs[];
  register(app: FastifyInstance, deps: Infrastructure & Pick<Provided, Needs>): Promise<[Gives] extends [never] ? void : Pick<Provided, Gives>>;
}

/** Any module, whatever it needs and gives (a list of them is what app.ts registers, modules/platform-modules.ts, and what a role is). */
export interface AnyModule {
  name: string;
  roles?: readonly PlatformRole[];
  needs: readonly ProvidedName[];
  // Method syntax, so a module of any needs fits; registerModules checks them before calling.
  register(app: FastifyInstance, deps: never): Promise<Partial<Provided> | void>;
}

/** Registers `modules` in order on `app`; answers everything they gave. */
export async function registerModules(app: FastifyInstance, infrastructure: Infrastructure, modules: readonly AnyModule[]): Promise<Partial<Provided>> {
  const provided: Partial<Provided> = {};
  const givers = new Map<string, string>();
  for (const module of modules) {
    const missing = module.needs.filter((name) => provided[name] === undefined);
    if (missing.length > 0) {
      throw new Error(`The ${module.name} module needs ${missing.join(', ')}, which no module listed before it gives`);
    }
    const gives = (await module.register(app, { ...infrastructure, ...provided } as never)) ?? {};
    for (const [name, value] of Object.entries(gives)) {
      const giver = givers.get(name);
      if (giver) throw new Error(`The ${module.name} module gives ${name}, which the ${giver} module already gives`);
      givers.set(name, module.name);
      Object.assign(provided, { [name]: value });
    }
  }
  return provided;
}
