import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultImageCacheDir, defaultSiteOrigins, defaultSqliteFile, describeDatabase, loadConfig, packageRoot, parseDatabaseUrl } from './config';

describe('loadConfig', () => {
  it('should default to port 4000 on 127.0.0.1, info logs and the embedded database', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      logLevel: 'info',
      database: { kind: 'sqlite', filename: defaultSqliteFile() },
      imageCacheDir: defaultImageCacheDir(),
      outboxReadable: false,
      trustProxy: ['loopback'],
      stripe: {},
      platformPublicUrl: 'http://localhost:4000',
      siteOrigins: defaultSiteOrigins,
      media: { dir: join(packageRoot(), '.data', 'media'), liveChannels: true, warmUp: false },
      concurrencyLimit: 2,
      readCacheSeconds: 5,
      demoWorld: true,
      drainSeconds: 0,
      demoLiveMatch: true,
      roles: ['api', 'worker', 'live'],
      migrateOnStart: true,
      geo: {},
      sessionDays: { absolute: 30, idle: 14 },
    });
  });

  it('should read PORT, HOST, LOG_LEVEL and DATABASE_URL', () => {
    expect(
      loadConfig({ PORT: '4055', HOST: '0.0.0.0', LOG_LEVEL: 'warn', DATABASE_URL: 'postgres://u:p@db:5432/club' }),
    ).toEqual({
      port: 4055,
      host: '0.0.0.0',
      logLevel: 'warn',
      database: { kind: 'postgres', connectionString: 'postgres://u:p@db:5432/club' },
      imageCacheDir: defaultImageCacheDir(),
      outboxReadable: false,
      trustProxy: ['loopback'],
      stripe: {},
      platformPublicUrl: 'http://localhost:4055',
      siteOrigins: defaultSiteOrigins,
      media: { dir: join(packageRoot(), '.data', 'media'), liveChannels: true, warmUp: false },
      concurrencyLimit: 2,
      readCacheSeconds: 5,
      demoWorld: true,
      drainSeconds: 0,
      demoLiveMatch: true,
      roles: ['api', 'worker', 'live'],
      migrateOnStart: true,
      geo: {},
      sessionDays: { absolute: 30, idle: 14 },
    });
  });

  it('should read the sessions\' lifetimes, the idle timeout no longer than the absolute one', () => {
    expect(loadConfig({ SESSION_ABSOLUTE_DAYS: '7', SESSION_IDLE_DAYS: '1' }).sessionDays).toEqual({ absolute: 7, idle: 1 });
    expect(() => loadConfig({ SESSION_ABSOLUTE_DAYS: '7', SESSION_IDLE_DAYS: '8' })).toThrow(/SESSION_IDLE_DAYS: must not be longer/);
    expect(() => loadConfig({ SESSION_ABSOLUTE_DAYS: '0' })).toThrow(/SESSION_ABSOLUTE_DAYS/);
  });

  it('should keep the demo world on outside production, and turn it off with DEMO_WORLD=off', () => {
    expect(loadConfig({})).toMatchObject({ demoWorld: true, demoLiveMatch: true });
    expect(loadConfig({ DEMO_WORLD: 'off' })).toMatchObject({ demoWorld: false, demoLiveMatch: false });
    expect(loadConfig({ DEMO_WORLD: 'off', DEMO_LIVE_MATCH: '1' }).demoLiveMatch).toBe(true);
    expect(() => loadConfig({ DEMO_WORLD: 'yes' })).toThrow(/DEMO_WORLD/);
  });

  it('should read METRICS_PORT and DRAIN_SECONDS, draining 5 s by default in production only', () => {
    expect(loadConfig({ METRICS_PORT: '9464', DRAIN_SECONDS: '12' })).toMatchObject({ metricsPort: 9464, drainSeconds: 12 });
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
  });

  it('should turn the live match simulation off with DEMO_LIVE_MATCH=0', () => {
    expect(loadConfig({ DEMO_LIVE_MATCH: '0' }).demoLiveMatch).toBe(false);
    expect(() => loadConfig({ DEMO_LIVE_MATCH: 'maybe' })).toThrow(/DEMO_LIVE_MATCH/);
  });

  it('should read the media settings: MEDIA_DIR, LIVE_CHANNELS, MEDIA_WARMUP and PLAYBACK_TOKEN_SECRET', () => {
    expect(
      loadConfig({ MEDIA_DIR: '/srv/media', LIVE_CHANNELS: '0', MEDIA_WARMUP: '1', PLAYBACK_TOKEN_SECRET: 'p'.repeat(32) }).media,
    ).toEqual({ dir: '/srv/media', liveChannels: false, warmUp: true, playbackTokenSecret: 'p'.repeat(32) });
    expect(() => loadConfig({ LIVE_CHANNELS: 'yes' })).toThrow(/LIVE_CHANNELS/);
    expect(() => loadConfig({ PLAYBACK_TOKEN_SECRET: 'short' })).toThrow(/PLAYBACK_TOKEN_SECRET: must be at least 32 characters/);
  });

  it("should read LIVE_ORIGIN_URL, the live role's address a worker reads the recording from, and refuse what is not http(s)", () => {
    expect(loadConfig({ LIVE_ORIGIN_URL: 'http://live:4000/' }).media?.liveOriginUrl).toBe('http://live:4000');
    expect(loadConfig({}).media?.liveOriginUrl).toBeUndefined();
    expect(() => loadConfig({ LIVE_ORIGIN_URL: 'live:4000' })).toThrow(/LIVE_ORIGIN_URL/);
  });

  it('should make the whole on-demand ladder unless MEDIA_LADDER names some of its rungs', () => {
    expect(loadConfig({}).media?.ladder).toBeUndefined();
    expect(loadConfig({ MEDIA_LADDER: '360p, 180p' }).media?.ladder).toEqual(['360p', '180p']);
    expect(() => loadConfig({ MEDIA_LADDER: '1080p' })).toThrow(/MEDIA_LADDER/);
  });

  it('should refuse to start with a MEDIA_NICE that is not a niceness from 0 to 19', () => {
    expect(() => loadConfig({ MEDIA_NICE: '0' })).not.toThrow();
    expect(() => loadConfig({ MEDIA_NICE: '19' })).not.toThrow();
    expect(() => loadConfig({ MEDIA_NICE: '20' })).toThrow(/MEDIA_NICE/);
    expect(() => loadConfig({ MEDIA_NICE: 'low' })).toThrow(/MEDIA_NICE/);
  });

  it("should make the live video's default renditions unless LIVE_RENDITIONS names others", () => {
    expect(loadConfig({}).media?.liveRenditions).toBeUndefined();
    expect(loadConfig({ LIVE_RENDITIONS: '540p, 270p' }).media?.liveRenditions).toEqual(['540p', '270p']);
    expect(loadConfig({ LIVE_RENDITIONS: '360p' }).media?.liveRenditions).toEqual(['360p']);
    expect(() => loadConfig({ LIVE_RENDITIONS: '1080p' })).toThrow(/LIVE_RENDITIONS/);
  });

  it('should read the identity settings, with the outbox readable only when MAIL_OUTBOX=on', () => {
    const config = loadConfig({
      SESSION_SECRET: 'x'.repeat(32),
      COOKIE_DOMAIN: '.club.example',
      SMTP_URL: 'smtp://mailer:2525',
      MAIL_FROM: 'Club <no-reply@club.example>',
    });
    expect(config).toMatchObject({
      sessionSecret: 'x'.repeat(32),
      cookieDomain: '.club.example',
      smtpUrl: 'smtp://mailer:2525',
      mailFrom: 'Club <no-reply@club.example>',
      outboxReadable: false,
    });
    expect(loadConfig({}).outboxReadable).toBe(false);
    expect(loadConfig({ MAIL_OUTBOX: 'on' }).outboxReadable).toBe(true);
    expect(loadConfig({ MAIL_OUTBOX: 'off' }).outboxReadable).toBe(false);
    expect(() => loadConfig({ MAIL_OUTBOX: 'yes' })).toThrow(/MAIL_OUTBOX/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ SESSION_SECRET_PREVIOUS: ` ${'a'.repeat(32)}, ${'b'.repeat(32)} ` }).sessionSecretPrevious).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    expect(() => loadConfig({ SESSION_SECRET_PREVIOUS: 'short' })).toThrow(/SESSION_SECRET_PREVIOUS: each previous secret has at least 32 characters/);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it("should read a club's existing user pool, and refuse half of one", () => {
    expect(loadConfig({}).identityUserPool).toBeUndefined();
    expect(
      loadConfig({
        IDENTITY_USER_POOL_CLIENT_ID: '1example23456789',
        IDENTITY_USER_POOL_REGION: 'eu-west-2',
        IDENTITY_USER_POOL_ENDPOINT: 'http://127.0.0.1:9229',
      }).identityUserPool,
    ).toEqual({ clientId: '1example23456789', region: 'eu-west-2', endpoint: 'http://127.0.0.1:9229' });
    expect(() => loadConfig({ IDENTITY_USER_POOL_CLIENT_ID: '1example23456789' })).toThrow(/IDENTITY_USER_POOL_REGION/);
    expect(() => loadConfig({ IDENTITY_USER_POOL_CLIENT_ID: 'x', IDENTITY_USER_POOL_REGION: 'Europe' })).toThrow(/AWS region/);
  });

  it('should read the Stripe settings, the public URL and the site origins', () => {
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        PLATFORM_PUBLIC_URL: 'https://platform.club.example/',
        SITE_ORIGINS: 'https://club.example, https://tv.club.example',
      }),
    ).toMatchObject({
      stripe: { secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' },
      platformPublicUrl: 'https://platform.club.example',
      siteOrigins: ['https://club.example', 'https://tv.club.example'],
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ SITE_ORIGINS: 'https://club.example/path' })).toThrow(/SITE_ORIGINS/);
  });

  it('should read the streaming settings: REDIS_URL, CONCURRENCY_LIMIT, GEO_COUNTRY_HEADER, GEO_DEFAULT_COUNTRY', () => {
    const config = loadConfig({ REDIS_URL: 'redis://cache:6379', CONCURRENCY_LIMIT: '3', GEO_COUNTRY_HEADER: 'CF-IPCountry', GEO_DEFAULT_COUNTRY: 'gb' });
    expect(config).toMatchObject({ redisUrl: 'redis://cache:6379', concurrencyLimit: 3, geo: { countryHeader: 'cf-ipcountry', defaultCountry: 'GB' } });
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ CONCURRENCY_LIMIT: '0' })).toThrow(/CONCURRENCY_LIMIT/);
    expect(() => loadConfig({ GEO_DEFAULT_COUNTRY: 'England' })).toThrow(/GEO_DEFAULT_COUNTRY/);
    expect(() => loadConfig({ GEO_COUNTRY_HEADER: 'cf ipcountry' })).toThrow(/GEO_COUNTRY_HEADER/);
  });

  describe('given NODE_ENV=production', () => {
    const secret = 'r'.repeat(32);
    const shared = { DATABASE_URL: 'postgres://club:pw@db:5432/club', REDIS_URL: 'redis://cache:6379', MEDIA_S3_URL: 'https://AK:SK@s3.example/media' };
    const production = { NODE_ENV: 'production', SESSION_SECRET: secret, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', ...shared };
    /** The one line a refusal is, with nothing after it (main.ts prints it and exits 1). */
    const oneLine = (reason: string) => new RegExp(`^Invalid environment: ${reason}[^\\n]*$`);

    it('should start with Stripe and the root secret from the environment', () => {
      const config = loadConfig(production);
      expect(config.outboxReadable).toBe(false);
      expect(config.production).toBe(true);
      expect(config.sessionSecret).toBe(secret);
      expect(config.media?.playbackTokenSecret).toBeUndefined();
    });

    it('should refuse to start without SESSION_SECRET, in one line naming it', () => {
      const { SESSION_SECRET: _, ...without } = production;
      expect(() => loadConfig(without)).toThrow(/^Invalid environment: SESSION_SECRET: required with NODE_ENV=production[^\n]*$/);
    });

    it('should refuse real Stripe without its webhook secret', () => {
      const { STRIPE_WEBHOOK_SECRET: _, ...without } = production;
      expect(() => loadConfig(without)).toThrow(/STRIPE_WEBHOOK_SECRET: required/);
    });

    it('should refuse MAIL_OUTBOX=on, naming the variable', () => {
      expect(() => loadConfig({ ...production, MAIL_OUTBOX: 'on' })).toThrow(
        /MAIL_OUTBOX=on exposes sign-in codes: not allowed with NODE_ENV=production/,
      );
      expect(loadConfig({ ...production, MAIL_OUTBOX: 'off' }).outboxReadable).toBe(false);
    });

    it('should refuse the payment simulator unless PAYMENTS_SIMULATOR=on says so', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(/STRIPE_SECRET_KEY: required with NODE_ENV=production/);
      expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(/set PAYMENTS_SIMULATOR=on/);
      expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PAYMENTS_SIMULATOR: 'on', ...shared }).stripe).toEqual({});
    });

    it('should seed no demo world and play no made-up match', () => {
      expect(loadConfig(production)).toMatchObject({ demoWorld: false, demoLiveMatch: false, drainSeconds: 5 });
      expect(loadConfig({ ...production, DEMO_WORLD: 'off' }).demoWorld).toBe(false);
    });

    it('should refuse DEMO_WORLD=on and DEMO_LIVE_MATCH=1, in one line naming them', () => {
      expect(() => loadConfig({ ...production, DEMO_WORLD: 'on' })).toThrow(oneLine('DEMO_WORLD=on seeds accounts with a published password'));
      expect(() => loadConfig({ ...production, DEMO_LIVE_MATCH: '1' })).toThrow(oneLine('DEMO_LIVE_MATCH=1 plays made-up matches'));
    });

    it('should refuse the embedded SQLite database', () => {
      const { DATABASE_URL: _, ...without } = production;
      expect(() => loadConfig(without)).toThrow(oneLine('DATABASE_URL: PostgreSQL \\(postgres://…\\) required with NODE_ENV=production'));
      expect(() => loadConfig({ ...production, DATABASE_URL: 'file:/var/lib/club.sqlite' })).toThrow(oneLine('DATABASE_URL: PostgreSQL'));
      expect(() => loadConfig({ ...production, DATABASE_URL: 'file:/var/lib/club.sqlite', SINGLE_INSTANCE: '1' })).toThrow(oneLine('DATABASE_URL'));
    });

    it('should refuse to run without Redis and a media store unless SINGLE_INSTANCE=1 says only one instance runs', () => {
      const { REDIS_URL: _redis, ...withoutRedis } = production;
      const { MEDIA_S3_URL: _store, ...withoutStore } = production;
      expect(() => loadConfig(withoutRedis)).toThrow(oneLine('REDIS_URL: required with NODE_ENV=production'));
      expect(() => loadConfig(withoutStore)).toThrow(oneLine('MEDIA_S3_URL: required with NODE_ENV=production'));
      const { REDIS_URL: _, MEDIA_S3_URL: __, ...alone } = production;
      expect(loadConfig({ ...alone, SINGLE_INSTANCE: '1' })).toMatchObject({ production: true, redisUrl: undefined });
    });

    it('should refuse the payment simulator\'s published key as a Stripe key', () => {
      expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_test_club_simulator' })).toThrow(
        oneLine("STRIPE_SECRET_KEY: sk_test_club_simulator is the payment simulator's published development key"),
      );
    });

    it('should still refuse MAIL_OUTBOX=on when the simulator is allowed', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PAYMENTS_SIMULATOR: 'on', MAIL_OUTBOX: 'on' })).toThrow(/MAIL_OUTBOX/);
    });
  });

  it('should refuse PAYMENTS_SIMULATOR=off without a Stripe key, in any mode', () => {
    expect(() => loadConfig({ PAYMENTS_SIMULATOR: 'off' })).toThrow(/PAYMENTS_SIMULATOR=off needs STRIPE_SECRET_KEY/);
    expect(loadConfig({ PAYMENTS_SIMULATOR: 'off', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe?.secretKey).toBe(
      'sk_test_abc',
    );
  });

  it('should read IMAGE_CACHE_DIR as a directory', () => {
    expect(loadConfig({ IMAGE_CACHE_DIR: '/var/cache/club-images' }).imageCacheDir).toBe('/var/cache/club-images');
  });

  it('should treat an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(4000);
  });

  it('should name every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT.*LOG_LEVEL/);
  });
});

describe('parseDatabaseUrl', () => {
  it('should put the default SQLite file under the package directory, whatever the working directory', () => {
    expect(defaultSqliteFile()).toBe(join(packageRoot(), '.data', 'platform.sqlite'));
    expect(packageRoot()).toMatch(/apps\/platform$/);
  });

  it('should accept file: URLs, plain paths and :memory:', () => {
    expect(parseDatabaseUrl('file:/var/lib/club.sqlite')).toEqual({ kind: 'sqlite', filename: '/var/lib/club.sqlite' });
    expect(parseDatabaseUrl('file:///var/lib/club.sqlite')).toEqual({ kind: 'sqlite', filename: '/var/lib/club.sqlite' });
    expect(parseDatabaseUrl('data/club.sqlite', '/srv')).toEqual({ kind: 'sqlite', filename: '/srv/data/club.sqlite' });
    expect(parseDatabaseUrl(':memory:')).toEqual({ kind: 'sqlite', filename: ':memory:' });
  });

  it('should accept postgres:// and postgresql:// URLs', () => {
    expect(parseDatabaseUrl('postgresql://localhost/club').kind).toBe('postgres');
  });

  it('should refuse another kind of URL', () => {
    expect(() => parseDatabaseUrl('mysql://localhost/club')).toThrow(/DATABASE_URL/);
  });
});

describe('describeDatabase', () => {
  it('should never include the password', () => {
    const description = describeDatabase({ kind: 'postgres', connectionString: 'postgres://club:s3cret@db:5432/club' });

    expect(description).toBe('postgres db:5432/club');
  });
});
