import type { FastifyInstance } from 'fastify';
import { clockFromEnv, installClock } from '@club/clock';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { describeDatabase, loadConfig } from './config';

// Stack traces in the logs point at src/*.ts, not at the bundle.
process.setSourceMapsEnabled(true);

let app: FastifyInstance;
try {
  // The one clock: CLOCK_NOW (with CLOCK_SET_AT from `npm start`) puts the whole platform on another day.
  installClock(clockFromEnv(process.env));
  const config = loadConfig();
  app = await buildApp(config);
  app.log.info({ database: describeDatabase(config.database), roles: config.roles }, 'database ready');
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // Bad settings, an unreachable database or a port in use: say so and stop, with nothing left open.
  console.error('The platform could not start:', error);
  process.exit(1);
}

// On SIGINT/SIGTERM (or a crash) stop accepting connections, let requests in flight finish, close the
// database, and exit; after 10 s give up waiting and exit anyway.
closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});
