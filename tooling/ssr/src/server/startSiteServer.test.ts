import { describe, expect, it } from 'vitest';
import { siteServerOptionsFromEnv } from './startSiteServer';

const defaults = { appRoot: '/app', defaultPort: 3000 };

describe('siteServerOptionsFromEnv', () => {
  it('should use the defaults when nothing is set', () => {
    expect(siteServerOptionsFromEnv({}, [], defaults)).toEqual({
      appRoot: '/app',
      mode: 'production',
      port: 3000,
      host: '0.0.0.0',
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

  it('should treat empty variables as unset', () => {
    expect(siteServerOptionsFromEnv({ PORT: '', LOG_LEVEL: '' }, [], defaults).port).toBe(3000);
  });

  it('should refuse a port that is not a number and an unknown log level', () => {
    expect(() => siteServerOptionsFromEnv({ PORT: 'abc' }, [], defaults)).toThrow(/PORT must be a port number/);
    expect(() => siteServerOptionsFromEnv({ LOG_LEVEL: 'loud' }, [], defaults)).toThrow(/LOG_LEVEL must be one of/);
  });
});
