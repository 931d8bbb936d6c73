import type { FastifyPluginAsync } from 'fastify';
import { apiError, excerpt } from '../../infra/http/errors';
import { contentTypes } from './negotiate';
import type { ImageService } from './service';
import { isServedSize } from './sizes';
import { maxImageSide, parseImagePath } from './url';

// A rendition's URL names its source and size, and a new source makes a new ETag: browsers and CDNs may
// keep it for a year.
const cacheControl = 'public, max-age=31536000, immutable';

/**
 * The image library (SPEC 7 'Image URL', DESIGN 'image library'), mounted at /images, outside /api:
 * `/images/{w}x{h}/{key}`, `/images/{w}x{h},contain/{key}` and `/images/fit-in/{w}x{h}/{key}`.
 */
export const imagesRoutes: FastifyPluginAsync<{ service: ImageService }> = async (app, { service }) => {
  app.get(
    '/*',
    {
      schema: {
        tags: ['images'],
        operationId: 'getImage',
        summary: 'An image resized on the fly',
        description:
          `\`{w}x{h}/{key}\` crops to exactly w×h; \`{w}x{h},contain/{key}\` letterboxes to exactly w×h; ` +
          `\`fit-in/{w}x{h}/{key}\` fits inside w×h without enlarging. Sides 1–${maxImageSide}, one may be 0 ` +
          "for 'auto'; only the sizes the sites ask for are served (a srcset's widths at 1:1, 16:9, 2:3, 3:2 and " +
          "4:3, the advert boxes, SPEC 9's image sizes), any other is a 400. A key no record uses is a 404. " +
          'AVIF, WebP, or JPEG/PNG by the Accept header.',
      },
    },
    async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const parsed = parseImagePath(path);
      if (!parsed.ok) return reply.code(400).send(apiError(400, parsed.message));
      if (!isServedSize(parsed.request)) {
        const size = path.slice(0, path.indexOf('/', path.startsWith('fit-in/') ? 'fit-in/'.length : 0));
        return reply.code(400).send(apiError(400, `'${excerpt(size)}' is not a size the image library serves.`));
      }

      const rendition = await service.rendition(parsed.request, request.headers.accept);
      if (!rendition) return reply.code(404).send(apiError(404, `There is no image '${excerpt(parsed.request.key)}'.`));

      void reply.header('vary', 'Accept').header('cache-control', cacheControl).header('etag', rendition.etag);
      if (request.headers['if-none-match'] === rendition.etag) return reply.code(304).send();
      return reply
        .header('content-type', contentTypes[rendition.format])
        .header('x-image-cache', rendition.cached ? 'hit' : 'miss')
        .send(rendition.body);
    },
  );
};
