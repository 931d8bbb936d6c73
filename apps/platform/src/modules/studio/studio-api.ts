import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { handleStudioError } from './routes';

/**
 * The parent of every studio module (issue 16), mounted at /api/studio, so what they share is said once
 * and no module can forget it:
 * - plain text, the one body type a cross-site form can send that Fastify would otherwise parse, is not
 *   read (studio writes are JSON or a file's own bytes; app.ts also refuses cross-site writes);
 * - a save from an older version answers 409 with who saved since, and every other refusal in words
 *   (`handleStudioError`; a module may answer one case more, as Club TV does for a caption too large);
 * - nothing a studio endpoint answers is kept by a browser or a proxy: staff read their own, changing work.
 * The modules register inside `modules`, with the one staff guard app.ts builds.
 */
export function studioApi(modules: (studio: FastifyInstance) => Promise<void>): FastifyPluginAsync {
  return async (studio) => {
    studio.removeContentTypeParser('text/plain');
    studio.setErrorHandler(handleStudioError);
    studio.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    await modules(studio);
  };
}
