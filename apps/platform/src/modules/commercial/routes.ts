import {
  advertAreaQuerySchema,
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
import { type PublicReads, found, publicReads } from '../../infra/http/public-read';
import type { CommercialService } from './service';

// Sponsors and adverts change when the seed (later an editor) does, and a running advert may start or
// stop within the minute: a minute of caching is what the sites' own rules tolerate anyway.
const cacheControl = 'public, max-age=60';

/** Every commercial service, each under its own base path (DESIGN.md 'The platform'). */
export const commercialRoutes: FastifyPluginAsyncZod<{ service: CommercialService }> = async (app, { service }) => {
  /** One service's reads: their own scope under its base path, with its tag. */
  const under = (prefix: string, tag: string, declare: (read: PublicReads) => void) =>
    app.register(async (scope) => declare(publicReads(scope, { tags: [tag], cache: cacheControl })), { prefix });

  // SPEC 7 'sponsors'.
  await under('/api/sponsors', 'sponsors', (read) => {
    read({
      url: '/header',
      operationId: 'getHeaderSponsors',
      summary: 'The three header sponsors',
      response: headerSponsorsResponseSchema,
      load: async () => ({ data: await service.headerSponsors() }),
    });

    read({
      url: '/rows',
      operationId: 'getSponsorRows',
      summary: 'The footer sponsor rows with their published sponsors',
      description:
        'Principal Partners and Official Partners (SPEC 9). A row with forcedOrder true lists its sponsors by ' +
        "their forcedOrder, any other by title. Sponsors that are not child friendly are included: the sites hide them in child mode.",
      response: sponsorRowsResponseSchema,
      load: async () => ({ data: await service.sponsorRows() }),
    });

    read({
      url: '/sections',
      operationId: 'getSectionSponsorSlots',
      summary: 'Every section sponsor slot',
      description: 'Active or not, web or app, each with its published sponsors in order: a site shows the active web slot of its page.',
      response: sectionSponsorSlotsResponseSchema,
      load: async () => ({ data: await service.sections() }),
    });

    read({
      url: '/sections/:sectionID',
      operationId: 'getSectionSponsorSlot',
      summary: "A section's sponsor slot",
      description: 'Inactive slots are answered too, with active false.',
      params: sectionParamsSchema,
      response: sectionSponsorSlotResponseSchema,
      notFound: ({ params }) => `There is no sponsor slot for section '${params.sectionID}'.`,
      load: async ({ params }) => found(await service.section(params.sectionID)),
    });
  });

  // SPEC 7 'advertising'.
  await under('/api/advertising', 'advertising', (read) => {
    read({
      url: '/slots/:slotID',
      operationId: 'getSlot',
      summary: "A slot's adverts",
      description:
        "With `includeAllAdverts=true` (the footer's `footer_slot`): every advert of the slot with timings, enabled, " +
        'channel and child-friendly flag, as `data.attributes.adverts`; the sites choose what to show. Otherwise: ' +
        'the first advert of the slot running on the web now, as `data.attributes.advert` (null when none).',
      params: slotParamsSchema,
      querystring: slotQuerySchema,
      response: z.union([slotAdvertsResponseSchema, slotAdvertResponseSchema]),
      notFound: ({ params }) => `There is no advert slot '${params.slotID}'.`,
      load: async ({ params: { slotID: slotId }, query }) => {
        if (query.includeAllAdverts === 'true') {
          const adverts = await service.slotAdverts(slotId);
          return adverts && { data: { id: slotId, attributes: { adverts } } };
        }
        const slot = await service.slotAdvert(slotId);
        return slot && { data: { id: slotId, attributes: slot } };
      },
    });
  });

  // SPEC 7 'general web API' `adverts/?area=footer` beside the web module.
  await under('/api/web', 'advertising', (read) => {
    read({
      url: '/adverts',
      operationId: 'getWebAdverts',
      summary: 'The older footer adverts',
      description: 'Adverts of the area running on the web now. The sites still check url, image and child mode.',
      querystring: advertAreaQuerySchema,
      response: footerAdvertsResponseSchema,
      load: async () => ({ adverts: await service.footerAdverts() }),
    });
  });

  // SPEC 7 'experiments'.
  await under('/api/experiments', 'advertising', (read) => {
    read({
      url: '/data',
      operationId: 'getExperimentsData',
      summary: 'Adverts from experiments',
      description: 'Every advert of the experiments as slot adverts, stored by the sites as their adverts.',
      response: experimentsResponseSchema,
      load: async () => ({ data: { body: await service.experiments() } }),
    });
  });

  // The aggregated feed.
  await under('/api/feed', 'advertising', (read) => {
    read({
      url: '/',
      operationId: 'getFeed',
      summary: 'The aggregated feed of adverts running on the web now',
      response: feedResponseSchema,
      load: async () => ({ data: await service.feed() }),
    });
  });

  // SPEC 7 'promo api'.
  await under('/api/promos', 'promos', (read) => {
    read({
      url: '/promo-overlays',
      operationId: 'getPromoOverlays',
      summary: 'Promo overlays of a channel, in priority order',
      description: 'Every promo, whatever its start and end: a site shows the first active one not yet seen.',
      querystring: promoQuerySchema,
      response: promoOverlaysResponseSchema,
      load: async ({ query }) => ({ body: await service.promoOverlays(query.channel) }),
    });
  });
};
