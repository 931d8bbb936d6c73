import {
  advertAreaQuerySchema,
  apiErrorSchema,
  experimentsResponseSchema,
  feedResponseSchema,
  footerAdvertsResponseSchema,
  headerSponsorsResponseSchema,
  promoOverlaysResponseSchema,
  promoQuerySchema,
  sectionParamsSchema,
  sectionSponsorSlotResponseSchema,
  sectionSponsorSlotsResponseSchema,
  slotAdvertResponseSchema,
  slotAdvertsResponseSchema,
  slotParamsSchema,
  slotQuerySchema,
  sponsorRowsResponseSchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../infra/http/errors';
import type { CommercialService } from './service';

// Sponsors and adverts change when the seed (later an editor) does, and a running advert may start or
// stop within the minute: a minute of caching is what the sites' own rules tolerate anyway.
const cacheControl = 'public, max-age=60';

type Options = { service: CommercialService };

/** SPEC 7 'sponsors', mounted at /api/sponsors. */
const sponsorsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/header',
    {
      schema: {
        tags: ['sponsors'],
        operationId: 'getHeaderSponsors',
        summary: 'The three header sponsors',
        response: { 200: headerSponsorsResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: await service.headerSponsors() }),
  );

  app.get(
    '/rows',
    {
      schema: {
        tags: ['sponsors'],
        operationId: 'getSponsorRows',
        summary: 'The footer sponsor rows with their published sponsors',
        description:
          'Principal Partners and Official Partners (SPEC 9). A row with forcedOrder true lists its sponsors by ' +
          "their forcedOrder, any other by title. Sponsors that are not child friendly are included: the sites hide them in child mode.",
        response: { 200: sponsorRowsResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: await service.sponsorRows() }),
  );

  app.get(
    '/sections',
    {
      schema: {
        tags: ['sponsors'],
        operationId: 'getSectionSponsorSlots',
        summary: 'Every section sponsor slot',
        description: 'Active or not, web or app, each with its published sponsors in order: a site shows the active web slot of its page.',
        response: { 200: sectionSponsorSlotsResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: await service.sections() }),
  );

  app.get(
    '/sections/:sectionID',
    {
      schema: {
        tags: ['sponsors'],
        operationId: 'getSectionSponsorSlot',
        summary: "A section's sponsor slot",
        description: 'Inactive slots are answered too, with active false.',
        params: sectionParamsSchema,
        response: { 200: sectionSponsorSlotResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { sectionID: sectionId } = request.params;
      const section = await service.section(sectionId);
      if (!section) return reply.code(404).send(apiError(404, `There is no sponsor slot for section '${sectionId}'.`));
      return reply.header('cache-control', cacheControl).send({ data: section });
    },
  );
};

/** SPEC 7 'advertising', mounted at /api/advertising. */
const advertisingRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/slots/:slotID',
    {
      schema: {
        tags: ['advertising'],
        operationId: 'getSlot',
        summary: "A slot's adverts",
        description:
          "With `includeAllAdverts=true` (the footer's `footer_slot`): every advert of the slot with timings, enabled, " +
          'channel and child-friendly flag, as `data.attributes.adverts`; the sites choose what to show. Otherwise: ' +
          'the first advert of the slot running on the web now, as `data.attributes.advert` (null when none).',
        params: slotParamsSchema,
        querystring: slotQuerySchema,
        response: {
          200: z.union([slotAdvertsResponseSchema, slotAdvertResponseSchema]),
          400: apiErrorSchema,
          404: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { slotID: slotId } = request.params;
      const notFound = () => reply.code(404).send(apiError(404, `There is no advert slot '${slotId}'.`));
      if (request.query.includeAllAdverts === 'true') {
        const adverts = await service.slotAdverts(slotId);
        if (!adverts) return notFound();
        return reply.header('cache-control', cacheControl).send({ data: { id: slotId, attributes: { adverts } } });
      }
      const slot = await service.slotAdvert(slotId);
      if (!slot) return notFound();
      return reply.header('cache-control', cacheControl).send({ data: { id: slotId, attributes: slot } });
    },
  );
};

/** SPEC 7 'general web API' `adverts/?area=footer`, mounted at /api/web beside the web module. */
const webAdvertsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/adverts',
    {
      schema: {
        tags: ['advertising'],
        operationId: 'getWebAdverts',
        summary: 'The older footer adverts',
        description: 'Adverts of the area running on the web now. The sites still check url, image and child mode.',
        querystring: advertAreaQuerySchema,
        response: { 200: footerAdvertsResponseSchema, 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ adverts: await service.footerAdverts() }),
  );
};

/** SPEC 7 'experiments', mounted at /api/experiments. */
const experimentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/data',
    {
      schema: {
        tags: ['advertising'],
        operationId: 'getExperimentsData',
        summary: 'Adverts from experiments',
        description: 'Every advert of the experiments as slot adverts, stored by the sites as their adverts.',
        response: { 200: experimentsResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', cacheControl).send({ data: { body: await service.experiments() } }),
  );
};

/** The aggregated feed, mounted at /api/feed. */
const feedRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['advertising'],
        operationId: 'getFeed',
        summary: 'The aggregated feed of adverts running on the web now',
        response: { 200: feedResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: await service.feed() }),
  );
};

/** SPEC 7 'promo api', mounted at /api/promos. */
const promosRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/promo-overlays',
    {
      schema: {
        tags: ['promos'],
        operationId: 'getPromoOverlays',
        summary: 'Promo overlays of a channel, in priority order',
        description: 'Every promo, whatever its start and end: a site shows the first active one not yet seen.',
        querystring: promoQuerySchema,
        response: { 200: promoOverlaysResponseSchema, 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', cacheControl).send({ body: await service.promoOverlays(request.query.channel) }),
  );
};

/** Every commercial service, each under its own base path (DESIGN.md 'The platform'). */
export const commercialRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  await app.register(sponsorsRoutes, { ...options, prefix: '/api/sponsors' });
  await app.register(advertisingRoutes, { ...options, prefix: '/api/advertising' });
  await app.register(webAdvertsRoutes, { ...options, prefix: '/api/web' });
  await app.register(experimentsRoutes, { ...options, prefix: '/api/experiments' });
  await app.register(feedRoutes, { ...options, prefix: '/api/feed' });
  await app.register(promosRoutes, { ...options, prefix: '/api/promos' });
};
