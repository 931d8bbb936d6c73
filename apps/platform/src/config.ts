import { type PlatformRole, parseRoles } from './infra/roles/roles';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy } from '@club/api-client';
import { z } from 'zod';
import { type LiveRenditionName, liveRenditionNames } from './modules/media/live-renditions';
import { type RenditionName, renditionNames } from './modules/media/ondemand';
import { parseS3Url } from './modules/media/s3-url';

/** Where the data lives: the embedded SQLite file by default, Postgres when DATABASE_URL says so. */
export type DatabaseLocation =
  | { kind: 'sqlite'; filename: string }
  | { kind: 'postgres'; connectionString: string };

/**
 * A setting the platform refuses, said in one line (`Invalid environment: NAME: why`): main.ts prints it
 * without a stack trace and exits 1, so a deployment's log says what to change.
 */
export class ConfigError extends Error {
  constructor(reason: string) {
    super(`Invalid environment: ${reason}`);
    this.name = 'ConfigError';
  }
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseLocation;
  /** PLATFORM_ROLES (infra/roles): the roles this process runs; absent → every role (`npm start`). */
  roles?: readonly PlatformRole[];
  /**
   * MIGRATE_ON_START (default 1): migrate and roll the demo world forward at start, under a lease. 0: a
   * deployment runs `platform migrate` before rolling instances, and only a worker rolls the world forward.
   */
  migrateOnStart?: boolean;
  logLevel: LogLevel;
  /** Generated image sources and resized renditions; absent → `.data/image-cache` in the package. */
  imageCacheDir?: string;
  /** On-demand renditions, live channels and playback tokens (modules/media); absent → no live channels, no warm-up. */
  media?: MediaConfig;
  /** Payments (Stripe). Absent → the platform's own hosted-checkout simulator. */
  stripe?: StripeConfig;
  /**
   * Where browsers reach this platform (the simulator's hosted pages, webhook target); absent → the
   * address the app is listening on (tests).
   */
  platformPublicUrl?: string;
  /**
   * The club's sites (SITE_ORIGINS): the only places checkout and portal may send a browser back to, and
   * the only origins a studio write may come from (infra/http/cross-site.ts).
   */
  siteOrigins?: string[];
  /**
   * The root secret every key is derived from (SESSION_SECRET; infra/keys.ts). Required in production;
   * absent elsewhere → a root generated once and kept in the database.
   */
  sessionSecret?: string;
  /** SESSION_SECRET_PREVIOUS: roots being rotated out (comma-separated); their tokens verify until they expire. */
  sessionSecretPrevious?: string[];
  /** NODE_ENV=production: secrets come from the environment only, never generated into the database. */
  production?: boolean;
  /** The session cookies' Domain (COOKIE_DOMAIN), e.g. `.club.example` so both sites share one sign-in. */
  cookieDomain?: string;
  /**
   * A sign-in's lifetimes in days (modules/identity/sessions.ts says why these defaults): SESSION_ABSOLUTE_DAYS
   * (default 30), after which it ends whatever its use, and SESSION_IDLE_DAYS (default 14), after which an
   * unused one ends. Absent (tests) → the defaults.
   */
  sessionDays?: { absolute: number; idle: number };
  /** SMTP_URL: mail goes out through it; absent → the outbox table. */
  smtpUrl?: string;
  /** The From address of the platform's mail (MAIL_FROM). */
  mailFrom?: string;
  /**
   * GET /api/identity/outbox answers (MAIL_OUTBOX=on), and then only loopback clients talking to the
   * platform directly; absent or false → 404. Never allowed with NODE_ENV=production.
   */
  outboxReadable?: boolean;
  /** Which proxies' x-forwarded-* headers to believe (TRUST_PROXY); absent → loopback (the sites' servers). */
  trustProxy?: boolean | string[];
  /** REDIS_URL: stream concurrency shared by every instance; absent → an in-process store (one instance). */
  redisUrl?: string;
  /** CONCURRENCY_LIMIT: streams one account may play at once (DESIGN 'Media'); absent → 2. */
  concurrencyLimit?: number;
  /** Where the viewer's country comes from (the live blackout of SPEC 9); absent → no header, unknown country. */
  geo?: GeoConfig;
  /** A club's existing user pool as the identity provider (IDENTITY_USER_POOL_*); absent → the embedded provider. */
  identityUserPool?: UserPoolConfig;
  /**
   * METRICS_PORT: Prometheus metrics (infra/metrics.ts) at GET /metrics on this port of HOST, apart from the
   * API's port (which the load balancer and the sites reach); absent → not served.
   */
  metricsPort?: number;
  /**
   * DRAIN_SECONDS (default 0; 5 with NODE_ENV=production): after SIGTERM, GET /api/ready answers 503 this
   * long, while the platform still serves, so a load balancer stops sending it requests before it closes.
   */
  drainSeconds?: number;
  /**
   * DEMO_WORLD: the demo accounts (tooling/demo-accounts.json, staff who bypass restrictions), their grants,
   * the demo vouchers, the demo-day live match and the daily roll-forward (prepare-database.ts). On by
   * default (`npm start`, tests, journeys); off by default with NODE_ENV=production, where `on` is refused.
   * Absent (tests building a config by hand) → on.
   */
  demoWorld?: boolean;
  /**
   * DEMO_LIVE_MATCH (default: as DEMO_WORLD): the live engine plays planned matches in real time (kick-off, events,
   * whistles, full time). Off (0): simulated matches stay as they are; matches staff record keep their
   * clock. Absent (tests) → no engine timer at all.
   */
  demoLiveMatch?: boolean;
  /**
   * READ_CACHE_SECONDS (default 5): the public reads every page render asks for (news, matches, tables,
   * navigation) are kept this long in memory, and forgotten at once by any studio write and by the live
   * match's changes (infra/http/read-cache.ts). 0 turns it off; absent (tests) → off.
   */
  readCacheSeconds?: number;
}

export interface UserPoolConfig {
  /** IDENTITY_USER_POOL_CLIENT_ID: a public app client (no secret) with USER_PASSWORD_AUTH and refresh allowed. */
  clientId: string;
  /** IDENTITY_USER_POOL_REGION, e.g. eu-west-2. */
  region: string;
  /** IDENTITY_USER_POOL_ENDPOINT: a non-AWS endpoint speaking the protocol; absent → the region's AWS endpoint. */
  endpoint?: string;
}

export interface GeoConfig {
  /** GEO_COUNTRY_HEADER: a proxy's ISO 3166-1 alpha-2 header (e.g. `cf-ipcountry`), believed only from TRUST_PROXY. */
  countryHeader?: string;
  /** GEO_DEFAULT_COUNTRY: the country of a request without a believable header; absent → unknown (never blacked out). */
  defaultCountry?: string;
  /** GEO_BLACKOUTS_FILE: live blackout rules replacing content/video/blackouts.json; absent → those. */
  blackoutsFile?: string;
}

export interface StripeConfig {
  /** STRIPE_SECRET_KEY: talk to Stripe itself; absent → the simulator. */
  secretKey?: string;
  /** STRIPE_WEBHOOK_SECRET: verifies Stripe-Signature; absent → the simulator's own secret. */
  webhookSecret?: string;
}

/** The sites of `npm start` and `pnpm dev` (club, streamer, studio), by both names a browser may use. */
export const defaultSiteOrigins = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://127.0.0.1:3000',
  'http://127.0.0.1:3001',
  'http://127.0.0.1:3002',
];

/** SITE_ORIGINS: comma-separated origins; each must be a bare http(s) origin. */
export function parseSiteOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return defaultSiteOrigins;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new ConfigError(`SITE_ORIGINS: "${entry}" is not a URL`);
      }
      if (!/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        throw new ConfigError(`SITE_ORIGINS: "${entry}" must be an origin like https://club.example`);
      }
      return url.origin;
    });
}

export interface MediaConfig {
  /** MEDIA_DIR: generated on-demand renditions; default `.data/media` in the package. */
  dir: string;
  /** LIVE_CHANNELS=1: run the live video and live audio channels while the platform is up. */
  liveChannels: boolean;
  /** MEDIA_WARMUP=1: generate every catalogue item's renditions in the background at start. */
  warmUp: boolean;
  /** MEDIA_S3_URL: renditions served from this S3-compatible bucket (media/store.ts) instead of MEDIA_DIR. */
  s3Url?: string;
  /**
   * PLAYBACK_TOKEN_SECRET, of before key ids: playback tokens are now signed with a key derived from
   * SESSION_SECRET; this one only verifies the kid-less tokens issued before the upgrade (an hour at most).
   */
  playbackTokenSecret?: string;
  /**
   * EDGE_SIGNING_SECRET: the secret signed media URLs are checked with at the edge (media/edge-signing.ts),
   * when a deployment manages it itself (a CDN's token-auth key); absent → derived from SESSION_SECRET.
   */
  edgeSigningSecret?: string;
  /** Frame size of the live video (tests make it tiny). */
  liveVideoSize?: { width: number; height: number };
  /**
   * MEDIA_LADDER=360p,180p: the on-demand rungs made (of 720p, 540p, 360p, 180p); all by default. The
   * journeys and tests keep to the small ones, so they stay fast.
   */
  ladder?: readonly RenditionName[];
  /**
   * LIVE_RENDITIONS=540p,270p: the live video's renditions (of 540p, 360p, 270p, 180p); 360p,180p by
   * default (live-renditions.ts `defaultLiveRenditions`, measured in the README). One name, one rendition.
   */
  liveRenditions?: readonly LiveRenditionName[];
  /**
   * LIVE_ORIGIN_URL=http://live:4000: the live role's internal address, where a worker that is not the
   * live process reads the match's recording for goal clips (its /media/live, with a link it signs
   * itself); absent → the recording of this process's own live origin (`npm start`: one process).
   */
  liveOriginUrl?: string;
}

/**
 * The payment simulator's API key before it was derived per installation (infra/keys.ts): published in
 * the source, so refused as STRIPE_SECRET_KEY in production.
 */
const publishedSimulatorKey = 'sk_test_club_simulator';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** A comma-separated list (MEDIA_LADDER, LIVE_RENDITIONS): at least one name, each one of `names`. */
const nameList = <Name extends string>(names: [Name, ...Name[]]) =>
  z
    .string()
    .transform((text) => text.split(',').map((name) => name.trim()))
    .pipe(z.array(z.enum(names)).min(1));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  IMAGE_CACHE_DIR: z.string().optional(),
  MEDIA_DIR: z.string().optional(),
  LIVE_CHANNELS: flag.default(true),
  MEDIA_WARMUP: flag.default(false),
  MEDIA_LADDER: nameList(renditionNames as [RenditionName, ...RenditionName[]]).optional(),
  // Read by media/ffmpeg.ts when it starts a transcode; checked here so a bad value stops the start.
  MEDIA_NICE: z.coerce.number().int().min(0).max(19).optional(),
  LIVE_RENDITIONS: nameList(liveRenditionNames as [LiveRenditionName, ...LiveRenditionName[]]).optional(),
  MEDIA_S3_URL: z
    .string()
    .refine((text) => {
      try {
        parseS3Url(text);
        return true;
      } catch {
        return false;
      }
    }, 'must be http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=…]')
    .optional(),
  LIVE_ORIGIN_URL: z.url({ protocol: /^https?$/ }).optional(),
  PLAYBACK_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // nginx reads it inside a quoted secure_link_md5 expression: no quotes, spaces, `$` or backslashes.
  EDGE_SIGNING_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .regex(/^[\x21\x23\x25-\x5b\x5d-\x7e]+$/, 'must be printable ASCII without spaces, quotes, $ or backslashes')
    .optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, 'expected a Stripe secret key (sk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'expected a webhook signing secret (whsec_…)').optional(),
  PLATFORM_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SITE_ORIGINS: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'use at least 32 random characters').optional(),
  SESSION_SECRET_PREVIOUS: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .refine((secrets) => secrets.every((secret) => secret.length >= 32), 'each previous secret has at least 32 characters')
    .optional(),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  COOKIE_DOMAIN: z.string().regex(/^\.?[a-z0-9.-]+$/i, 'a domain such as .club.example').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//i, 'smtp://user:pass@host:587 or smtps://…').optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_OUTBOX: z.enum(['on', 'off']).optional(),
  PAYMENTS_SIMULATOR: z.enum(['on', 'off']).optional(),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//i, 'redis://host:6379 or rediss://…').optional(),
  CONCURRENCY_LIMIT: z.coerce.number().int().min(1).max(100).default(2),
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'a header name such as cf-ipcountry')
    .transform((value) => value.toLowerCase())
    .optional(),
  GEO_DEFAULT_COUNTRY: z
    .string()
    .regex(/^[a-z]{2}$/i, 'a two-letter country code such as GB')
    .transform((value) => value.toUpperCase())
    .optional(),
  GEO_BLACKOUTS_FILE: z.string().optional(),
  IDENTITY_USER_POOL_CLIENT_ID: z.string().trim().min(1).optional(),
  IDENTITY_USER_POOL_REGION: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, 'an AWS region such as eu-west-2').optional(),
  IDENTITY_USER_POOL_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  DEMO_WORLD: z.enum(['on', 'off']).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  SINGLE_INSTANCE: flag.optional(),
  DEMO_LIVE_MATCH: flag.optional(),
  PLATFORM_ROLES: z.string().optional(),
  MIGRATE_ON_START: flag.default(true),
  NODE_ENV: z.string().optional(),
});

/** Every variable the platform reads (a deployment's files set no other: deploy.test.ts). */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

/**
 * The package directory (the one holding this app's package.json), found by walking up from this module,
 * so the default database lands in the same place whether this runs from `src/` under tsx or bundled
 * into `dist/main.js`, and whatever the working directory is.
 */
export function packageRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const defaultSqliteFile = (): string => join(packageRoot(), '.data', 'platform.sqlite');
export const defaultImageCacheDir = (): string => join(packageRoot(), '.data', 'image-cache');

/**
 * DATABASE_URL: absent → the embedded SQLite file under `.data/`; `postgres://` or `postgresql://` →
 * Postgres; `file:/abs/path.sqlite`, a plain path (relative to the working directory) or `:memory:` →
 * SQLite there.
 */
export function parseDatabaseUrl(url: string | undefined, cwd: string = process.cwd()): DatabaseLocation {
  const value = url?.trim();
  if (!value) return { kind: 'sqlite', filename: defaultSqliteFile() };
  if (/^postgres(ql)?:\/\//i.test(value)) return { kind: 'postgres', connectionString: value };
  if (value === ':memory:') return { kind: 'sqlite', filename: ':memory:' };
  if (/^file:/i.test(value)) {
    const path = value.startsWith('file://') ? fileURLToPath(value) : value.slice('file:'.length);
    if (!path) throw new ConfigError('DATABASE_URL: "file:" needs a path, e.g. file:/var/lib/platform.sqlite');
    return { kind: 'sqlite', filename: isAbsolute(path) ? path : resolve(cwd, path) };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    throw new ConfigError('DATABASE_URL: must be postgres://…, file:/path.sqlite or a file path');
  }
  return { kind: 'sqlite', filename: isAbsolute(value) ? value : resolve(cwd, value) };
}

/**
 * With NODE_ENV=production the platform refuses a development default that would be a way in on the
 * internet, and names the variable that decides it. Secrets come from the environment only: without
 * SESSION_SECRET (the root of every key, infra/keys.ts) it does not start, rather than generate one into
 * the database. (Stripe's webhook secret is required with STRIPE_SECRET_KEY in every environment.)
 */
function productionCheck(env: z.infer<typeof envSchema>): void {
  if (env.NODE_ENV !== 'production') return;
  if (env.DEMO_WORLD === 'on') {
    throw new ConfigError('DEMO_WORLD=on seeds accounts with a published password (admin@example.com): not allowed with NODE_ENV=production (unset it)');
  }
  if (env.DEMO_LIVE_MATCH) {
    throw new ConfigError('DEMO_LIVE_MATCH=1 plays made-up matches: not allowed with NODE_ENV=production (unset it; staff record matches in the studio)');
  }
  if (!env.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET: required with NODE_ENV=production (at least 32 random characters, the root of every key)');
  }
  if (env.MAIL_OUTBOX === 'on') {
    throw new ConfigError('MAIL_OUTBOX=on exposes sign-in codes: not allowed with NODE_ENV=production (unset it, or set SMTP_URL to send mail)');
  }
  if (!env.STRIPE_SECRET_KEY && env.PAYMENTS_SIMULATOR !== 'on') {
    // The simulator hands out passes for a test card number: in production only when asked for by name.
    throw new ConfigError(
      'STRIPE_SECRET_KEY: required with NODE_ENV=production (the payment simulator charges no card); ' +
        'set PAYMENTS_SIMULATOR=on to run the simulator in production anyway',
    );
  }
  if (env.STRIPE_SECRET_KEY === publishedSimulatorKey) {
    throw new ConfigError(`STRIPE_SECRET_KEY: ${publishedSimulatorKey} is the payment simulator's published development key, not a Stripe key`);
  }
  if (!/^postgres(ql)?:\/\//i.test(env.DATABASE_URL ?? '')) {
    throw new ConfigError('DATABASE_URL: PostgreSQL (postgres://…) required with NODE_ENV=production; the embedded SQLite file is for one development machine');
  }
  // Redis and the media store are how instances share live changes, counters and bytes: one instance
  // (SINGLE_INSTANCE=1, said out loud) keeps them in its own memory and on its own disk.
  if (env.SINGLE_INSTANCE) return;
  if (!env.REDIS_URL) {
    throw new ConfigError('REDIS_URL: required with NODE_ENV=production (instances share live changes, limits and counters through it); set SINGLE_INSTANCE=1 if only one instance ever runs');
  }
  if (!env.MEDIA_S3_URL) {
    throw new ConfigError('MEDIA_S3_URL: required with NODE_ENV=production (every instance reads the media another wrote); set SINGLE_INSTANCE=1 if only one instance ever runs');
  }
}

/** Reads the platform's settings from the environment; throws one readable error for every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means 'not set', as a shell user would expect from `PORT= pnpm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`${problems.join('; ')}`);
  }
  if (parsed.data.STRIPE_SECRET_KEY && !parsed.data.STRIPE_WEBHOOK_SECRET) {
    // Without it no webhook verifies, so nothing bought would ever be granted.
    throw new ConfigError('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the endpoint\'s signing secret, whsec_…)');
  }
  if (parsed.data.PAYMENTS_SIMULATOR === 'off' && !parsed.data.STRIPE_SECRET_KEY) {
    throw new ConfigError('PAYMENTS_SIMULATOR=off needs STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) to take payments');
  }
  if (parsed.data.SESSION_IDLE_DAYS > parsed.data.SESSION_ABSOLUTE_DAYS) {
    throw new ConfigError('SESSION_IDLE_DAYS: must not be longer than SESSION_ABSOLUTE_DAYS');
  }
  productionCheck(parsed.data);
  const demoWorld = parsed.data.DEMO_WORLD ? parsed.data.DEMO_WORLD === 'on' : parsed.data.NODE_ENV !== 'production';
  const { IDENTITY_USER_POOL_CLIENT_ID: poolClientId, IDENTITY_USER_POOL_REGION: poolRegion } = parsed.data;
  if ((poolClientId || parsed.data.IDENTITY_USER_POOL_ENDPOINT) && !(poolClientId && poolRegion)) {
    throw new ConfigError('IDENTITY_USER_POOL_CLIENT_ID and IDENTITY_USER_POOL_REGION: set both to use a user pool');
  }
  return {
    port: parsed.data.PORT,
    host: parsed.data.HOST,
    database: parseDatabaseUrl(parsed.data.DATABASE_URL),
    roles: parseRoles(parsed.data.PLATFORM_ROLES),
    migrateOnStart: parsed.data.MIGRATE_ON_START,
    logLevel: parsed.data.LOG_LEVEL,
    imageCacheDir: parsed.data.IMAGE_CACHE_DIR ? resolve(parsed.data.IMAGE_CACHE_DIR) : defaultImageCacheDir(),
    media: {
      dir: parsed.data.MEDIA_DIR ? resolve(parsed.data.MEDIA_DIR) : join(packageRoot(), '.data', 'media'),
      liveChannels: parsed.data.LIVE_CHANNELS,
      warmUp: parsed.data.MEDIA_WARMUP,
      ...(parsed.data.MEDIA_LADDER ? { ladder: parsed.data.MEDIA_LADDER } : {}),
      ...(parsed.data.LIVE_RENDITIONS ? { liveRenditions: parsed.data.LIVE_RENDITIONS } : {}),
      ...(parsed.data.MEDIA_S3_URL ? { s3Url: parsed.data.MEDIA_S3_URL } : {}),
      ...(parsed.data.PLAYBACK_TOKEN_SECRET ? { playbackTokenSecret: parsed.data.PLAYBACK_TOKEN_SECRET } : {}),
      ...(parsed.data.EDGE_SIGNING_SECRET ? { edgeSigningSecret: parsed.data.EDGE_SIGNING_SECRET } : {}),
      ...(parsed.data.LIVE_ORIGIN_URL ? { liveOriginUrl: parsed.data.LIVE_ORIGIN_URL.replace(/\/+$/, '') } : {}),
    },
    stripe: { secretKey: parsed.data.STRIPE_SECRET_KEY, webhookSecret: parsed.data.STRIPE_WEBHOOK_SECRET },
    platformPublicUrl: (parsed.data.PLATFORM_PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
    siteOrigins: parseSiteOrigins(parsed.data.SITE_ORIGINS),
    sessionSecret: parsed.data.SESSION_SECRET,
    ...(parsed.data.SESSION_SECRET_PREVIOUS?.length ? { sessionSecretPrevious: parsed.data.SESSION_SECRET_PREVIOUS } : {}),
    ...(parsed.data.NODE_ENV === 'production' ? { production: true } : {}),
    cookieDomain: parsed.data.COOKIE_DOMAIN,
    sessionDays: { absolute: parsed.data.SESSION_ABSOLUTE_DAYS, idle: parsed.data.SESSION_IDLE_DAYS },
    smtpUrl: parsed.data.SMTP_URL,
    mailFrom: parsed.data.MAIL_FROM,
    outboxReadable: parsed.data.MAIL_OUTBOX === 'on',
    // Unset, the platform believes loopback: the sites' servers on this machine forward to it.
    trustProxy: parseTrustProxy(parsed.data.TRUST_PROXY, ['loopback']),
    redisUrl: parsed.data.REDIS_URL,
    concurrencyLimit: parsed.data.CONCURRENCY_LIMIT,
    readCacheSeconds: parsed.data.READ_CACHE_SECONDS,
    demoWorld,
    ...(parsed.data.METRICS_PORT !== undefined ? { metricsPort: parsed.data.METRICS_PORT } : {}),
    drainSeconds: parsed.data.DRAIN_SECONDS ?? (parsed.data.NODE_ENV === 'production' ? 5 : 0),
    demoLiveMatch: parsed.data.DEMO_LIVE_MATCH ?? demoWorld,
    geo: {
      countryHeader: parsed.data.GEO_COUNTRY_HEADER,
      defaultCountry: parsed.data.GEO_DEFAULT_COUNTRY,
      blackoutsFile: parsed.data.GEO_BLACKOUTS_FILE ? resolve(parsed.data.GEO_BLACKOUTS_FILE) : undefined,
    },
    ...(poolClientId && poolRegion
      ? {
          identityUserPool: {
            clientId: poolClientId,
            region: poolRegion,
            ...(parsed.data.IDENTITY_USER_POOL_ENDPOINT ? { endpoint: parsed.data.IDENTITY_USER_POOL_ENDPOINT } : {}),
          },
        }
      : {}),
  };
}

/** A description of the database safe to log: never the password. */
export function describeDatabase(location: DatabaseLocation): string {
  if (location.kind === 'sqlite') return `sqlite ${location.filename}`;
  try {
    const url = new URL(location.connectionString);
    return `postgres ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'postgres';
  }
}
