import type { FastifyInstance } from 'fastify';
import { clockFromEnv, installClock } from '@club/clock';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type AppConfig, ConfigError, describeDatabase, loadConfig } from './config';
import { serveMetrics } from './infra/metrics';

// Stack traces in the logs point at src/*.ts, not at the bundle.
process.setSourceMapsEnabled(true);

let app: FastifyInstance;
let config: AppConfig;
try {
  // The one clock: CLOCK_NOW (with CLOCK_SET_AT from `npm start`) puts the whole platform on another day.
  installClock(clockFromEnv(process.env));
  config = loadConfig();
  app = await buildApp(config);
  app.log.info({ database: describeDatabase(config.database), roles: config.roles }, 'database ready');
  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== undefined) {
    const metrics = await serveMetrics(app.metrics, { host: config.host, port: config.metricsPort });
    app.addHook('onClose', () => metrics.close());
    app.log.info({ url: metrics.url }, 'metrics served');
  }
} catch (error) {
  // Bad settings, an unreachable database or a port in use: say so and stop, with nothing left open. A
  // setting refused is one line (what to change); anything else keeps its stack for whoever debugs it.
  if (error instanceof ConfigError) console.error(`The platform could not start: ${error.message}`);
  else console.error('The platform could not start:', error);
  process.exit(1);
}

// On SIGINT/SIGTERM: drain first (GET /api/ready answers 503 for DRAIN_SECONDS while everything is still
// served, so the load balancer takes this instance out), then stop accepting connections, let requests in
// flight finish, close the database, and exit; 10 s after draining, give up waiting and exit anyway. A
// crash skips the drain.
const drainMs = (config.drainSeconds ?? 0) * 1000;
closeWithGrace({ delay: drainMs + 10_000, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else {
    app.lifecycle.draining = true;
    app.log.info({ signal, drainSeconds: config.drainSeconds }, 'draining, then shutting down');
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  await app.close();
});
