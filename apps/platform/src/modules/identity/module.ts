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
import { identityRoutes } from './routes';
import { createIdentityService } from './service';
import { sessionLifetimeOf } from './sessions';
import { createTokens } from './tokens';

/**
 * Accounts, sign-in and sessions (/api/identity): the embedded provider, or a club's existing user pool
 * when one is configured. Gives `currentUser`, who is signed in, to every module that asks.
 */
export const identityModule: PlatformModule<never, 'currentUser'> = {
  name: 'identity',
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
      ? createUserPoolProvider({ ...config.identityUserPool, db: database.db, tokens, keys, now })
      : undefined;
    if (userPool) app.addHook('onClose', async () => userPool.close());
    await app.register(identityRoutes, {
      prefix: '/api/identity',
      ...(userPool ? { provider: userPool } : { service }),
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
    return { currentUser: createCurrentUser(userPool ?? service) };
  },
};
