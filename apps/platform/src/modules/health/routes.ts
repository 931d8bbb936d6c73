import { type HealthResponse, healthResponseSchema } from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db/database';

export interface HealthOptions {
  database: Pick<Database, 'ping'>;
  version: string;
}

/** GET /api/health: 200 when the database answers, 503 when it does not (load balancers read the code). */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { database, version }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Whether the platform and its database are up',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      let databaseState: HealthResponse['database'] = 'ok';
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        databaseState = 'unavailable';
      }
      const ok = databaseState === 'ok';
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: ok ? 'ok' : 'degraded',
          database: databaseState,
          version,
          uptimeSeconds: Math.round(process.uptime()),
        });
    },
  );
};
