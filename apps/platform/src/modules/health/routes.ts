import { type HealthResponse, healthResponseSchema } from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db/database';
import { probeRoute } from './probe';

export interface HealthOptions {
  database: Pick<Database, 'ping'>;
  version: string;
}

/** GET /api/health: 200 when the database answers, 503 when it does not (load balancers read the code). */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { database, version }) => {
  probeRoute(app, {
    url: '/health',
    operationId: 'getHealth',
    summary: 'Whether the platform and its database are up',
    response: healthResponseSchema,
    probe: async (request) => {
      let databaseState: HealthResponse['database'] = 'ok';
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        databaseState = 'unavailable';
      }
      const ok = databaseState === 'ok';
      const answer: HealthResponse = { status: ok ? 'ok' : 'degraded', database: databaseState, version, uptimeSeconds: Math.round(process.uptime()) };
      return { ok, answer };
    },
  });
};
