import { describe, expect, it } from 'vitest';
import { pageCacheFromEnv, siteServerOptionsFromEnv, workersFromEnv } from './startSiteServer';

const defaults = { appRoot: '/app', defaultPort: 3000 };

describe('siteServerOptionsFromEnv', () => {
  it('should use the defaults when nothing is set, listening on this machine only', () => {
    expect(siteServerOptionsFromEnv({}, [], defaults)).toEqual({
      appRoot: '/app',
      mode: 'production',
      port: 3000,
      host: '127.0.0.1',
      platformUrl: 'http://127.0.0.1:4000',
    });
  });

  it('should read PORT, HOST, PLATFORM_URL and LOG_LEVEL, and --dev', () => {
    const env = { PORT: '3100', HOST: '127.0.0.1', PLATFORM_URL: 'http://10.0.0.1:4100', LOG_LEVEL: 'warn' };
    expect(siteServerOptionsFromEnv(env, ['node', 'server.ts', '--dev'], defaults)).toEqual({
      appRoot: '/app',
      mode: 'development',
      port: 3100,
      host: '127.0.0.1',
      platformUrl: 'http://10.0.0.1:4100',
      logLevel: 'warn',
    });
  });

  it('should serve the network only when HOST says so', () => {
    expect(siteServerOptionsFromEnv({ HOST: '0.0.0.0' }, [], defaults).host).toBe('0.0.0.0');
    expect(siteServerOptionsFromEnv({ HOST: '' }, [], defaults).host).toBe('127.0.0.1');
  });

  it('should take HTTPS_ONLY=1 as every visitor arriving over HTTPS, and refuse anything but 0 or 1', () => {
    expect(siteServerOptionsFromEnv({}, [], defaults).httpsOnly).toBeUndefined();
    expect(siteServerOptionsFromEnv({ HTTPS_ONLY: '1' }, [], defaults).httpsOnly).toBe(true);
    expect(siteServerOptionsFromEnv({ HTTPS_ONLY: '0' }, [], defaults).httpsOnly).toBeUndefined();
    expect(() => siteServerOptionsFromEnv({ HTTPS_ONLY: 'yes' }, [], defaults)).toThrow(/HTTPS_ONLY must be 1/);
  });

  it('should believe the proxies TRUST_PROXY names, as the platform reads it, and none by default', () => {
    expect(siteServerOptionsFromEnv({}, [], defaults).trustProxy).toBeUndefined();
    expect(siteServerOptionsFromEnv({ TRUST_PROXY: 'true' }, [], defaults).trustProxy).toBe(true);
    expect(siteServerOptionsFromEnv({ TRUST_PROXY: 'false' }, [], defaults).trustProxy).toBe(false);
    expect(siteServerOptionsFromEnv({ TRUST_PROXY: '10.0.0.0/8, Loopback' }, [], defaults).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it("should drop the platform's country header (GEO_COUNTRY_HEADER) from visitors like cf-ipcountry", () => {
    expect(siteServerOptionsFromEnv({ GEO_COUNTRY_HEADER: 'X-E2E-Country' }, [], defaults).geoCountryHeader).toBe('x-e2e-country');
    expect(siteServerOptionsFromEnv({}, [], defaults).geoCountryHeader).toBeUndefined();
  });

  it('should treat empty variables as unset', () => {
    expect(siteServerOptionsFromEnv({ PORT: '', LOG_LEVEL: '' }, [], defaults).port).toBe(3000);
  });

  it('should refuse a port that is not a number and an unknown log level', () => {
    expect(() => siteServerOptionsFromEnv({ PORT: 'abc' }, [], defaults)).toThrow(/PORT must be a port number/);
    expect(() => siteServerOptionsFromEnv({ LOG_LEVEL: 'loud' }, [], defaults)).toThrow(/LOG_LEVEL must be one of/);
  });
});

describe('workersFromEnv', () => {
  it('should run one process per core in production, WEB_CONCURRENCY when set, and one in development', () => {
    expect(workersFromEnv({}, 'production', 2)).toBe(2);
    expect(workersFromEnv({}, 'production', 8)).toBe(8);
    expect(workersFromEnv({ WEB_CONCURRENCY: '1' }, 'production', 8)).toBe(1);
    expect(workersFromEnv({ WEB_CONCURRENCY: '4' }, 'development', 8)).toBe(1);
  });

  it('should refuse a WEB_CONCURRENCY that is not a whole number of processes', () => {
    expect(() => workersFromEnv({ WEB_CONCURRENCY: 'lots' }, 'production')).toThrow(/WEB_CONCURRENCY must be a whole number/);
    expect(() => workersFromEnv({ WEB_CONCURRENCY: '0' }, 'production')).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('pageCacheFromEnv', () => {
  it('should keep shared pages 5 s in production by default, PAGE_CACHE_SECONDS when set, and never in development', () => {
    expect(pageCacheFromEnv({}, 'production')).toEqual({ ttlMs: 5000, staleMs: 30_000 });
    expect(pageCacheFromEnv({ PAGE_CACHE_SECONDS: '2' }, 'production')?.ttlMs).toBe(2000);
    expect(pageCacheFromEnv({ PAGE_CACHE_SECONDS: '0' }, 'production')).toBeUndefined();
    expect(pageCacheFromEnv({}, 'development')).toBeUndefined();
  });

  it('should refuse a PAGE_CACHE_SECONDS that is not a number of seconds', () => {
    expect(() => pageCacheFromEnv({ PAGE_CACHE_SECONDS: 'soon' }, 'production')).toThrow(/PAGE_CACHE_SECONDS must be a number/);
  });
});
