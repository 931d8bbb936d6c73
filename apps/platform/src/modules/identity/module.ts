import { randomUUID } from 'node:crypto';
import { clubConfig } from '@club/config';
import { defaultSiteOrigins } from '../../config';
import { httpsOnlyOf } from '../../infra/http/basics';
import { createMailer, readOutbox } from '../../infra/mail/mailer';
import type { PlatformModule } from '../module';
import { countryOf } from '../videos/geo';
import { createCurrentUser } from './current-user';
import { hashPassword } from './passwords';
import { createUserPoolProvider } from './pool-provider';
import type { IdentityProvider } from './provider';
import { identityRoutes } from './routes';
import { type IdentityService, createIdentityService } from './service';
import { sessionLifetimeOf } from './sessions';
import { createTokens } from './tokens';

/** What the identity routes serve: the embedded service, or a club's user pool instead. */
export type IdentityRoutesProvider = { service: IdentityService } | { provider: IdentityProvider };

/**
 * Accounts and sessions: the embedded provider, or a club's existing user pool when one is configured.
 * Gives `currentUser`, who is signed in, to every module that asks (the live role's origin too), and the
 * provider to its HTTP part (`identityApiModule`).
 */
export const identityModule: PlatformModule<never, 'currentUser' | 'identityProvider'> = {
  name: 'identity',
  roles: ['api', 'live'],
  needs: [],
  async register(app, { config, database, keys, now, rateLimits }) {
    const tokens = createTokens(keys, now);
    const service = createIdentityService(database.db, {
      ...(rateLimits ? { rateLimits } : {}),
      tokens,
      mailer: createMailer(database.db, {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        now,
        onError: (error) => app.log.error({ err: error }, 'mail not delivered'),
      }),
      clubName: clubConfig.name,
      dummyHash: await hashPassword(randomUUID()),
      sessionLifetime: sessionLifetimeOf(config.sessionDays),
      now,
    });
    // A club's existing user pool, when configured, fills the provider interface instead of the embedded one.
    const userPool = config.identityUserPool
      ? createUserPoolProvider({ ...config.identityUserPool, db: database.db, tokens, keys, now, sessionLifetime: sessionLifetimeOf(config.sessionDays) })
      : undefined;
    if (userPool) app.addHook('onClose', async () => userPool.close());
    return {
      currentUser: createCurrentUser(userPool ?? service),
      identityProvider: userPool ? { provider: userPool } : { service },
    };
  },
};

/** The browser endpoints of sign-in, sign-up and sessions (/api/identity). */
export const identityApiModule: PlatformModule<'identityProvider'> = {
  name: 'identity-api',
  needs: ['identityProvider'],
  async register(app, { config, database, keys, identityProvider }) {
    await app.register(identityRoutes, {
      prefix: '/api/identity',
      ...identityProvider,
      // Secure and prefixed by the request's scheme, or always when every site is https (SITE_ORIGINS).
      // The plain refresh cookie of before the prefixes ends with the keys of before key ids: one sign-in's
      // absolute lifetime after this version first started.
      cookies: {
        domain: config.cookieDomain,
        httpsOnly: httpsOnlyOf(config.siteOrigins ?? defaultSiteOrigins),
        plainRefreshAccepted: () => keys.legacy('refresh-token') !== undefined,
      },
      // Where a sign-in came from, for the fan's list of signed-in devices: the trusted geo header only.
      countryOf: (request) => countryOf(request, config.geo),
      // Development only, asked for by MAIL_OUTBOX=on; the route still answers loopback callers alone.
      ...(config.outboxReadable === true && !config.smtpUrl ? { readOutbox: (to: string) => readOutbox(database.db, to) } : {}),
    });
  },
};
