import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';

/**
 * A probe that load balancers and orchestrators read by its status alone: 200 when `ok`, 503 otherwise,
 * one body schema for both, never cached (they ask again every few seconds). /api/health and /api/ready.
 */
export function probeRoute<Answer extends z.ZodType>(
  app: FastifyInstance,
  route: {
    url: string;
    operationId: string;
    summary: string;
    response: Answer;
    probe: (request: FastifyRequest) => Promise<{ ok: boolean; answer: z.output<Answer> }>;
  },
): void {
  const { url, operationId, summary, response, probe } = route;
  const schema: FastifySchema = { tags: ['health'], operationId, summary, response: { 200: response, 503: response } };
  app.get(url, { schema }, async (request, reply) => {
    const { ok, answer } = await probe(request);
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
}
