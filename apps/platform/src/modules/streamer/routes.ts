import {
  liveAvailabilityResponseSchema,
  streamerFaqsResponseSchema,
  streamerFixturesQuerySchema,
  streamerFixturesResponseSchema,
} from '@club/api-client';
import type { GeoConfig } from '../../config';
import { publicReadRoutes } from '../../infra/http/public-read';
import { countryOf } from '../videos/geo';
import type { StreamerService } from './service';

// Fixtures change on matchdays, the FAQs with a deploy: a minute of caching costs viewers nothing.
const cacheControl = 'public, max-age=60';

export interface StreamerRoutesOptions {
  service: StreamerService;
  /** Where the viewer's country comes from (GEO_COUNTRY_HEADER behind TRUST_PROXY, GEO_DEFAULT_COUNTRY). */
  geo?: GeoConfig;
}

/** The streaming site's feeds, mounted at /api/streamer. */
export const streamerRoutes = publicReadRoutes<StreamerRoutesOptions>({ tags: ['streamer'], cache: cacheControl }, (read, { service, geo }) => {
  read({
    url: '/fixtures',
    operationId: 'listStreamerFixtures',
    summary: "SPEC 7 'streaming provider fixtures feed'",
    description:
      "The coming fixtures of every team, soonest first (a live match first), with what is streamed of each and whether viewers in the UK and Ireland can watch it.",
    querystring: streamerFixturesQuerySchema,
    response: streamerFixturesResponseSchema,
    load: async ({ query }) => ({ data: await service.fixtures(query.limit) }),
  });

  read({
    url: '/faqs',
    operationId: 'listStreamerFaqs',
    summary: "SPEC 9 'Streamer FAQ'",
    description: 'Title and rich-text body of every item of the Having Trouble? section, in order.',
    response: streamerFaqsResponseSchema,
    load: () => ({ data: service.faqs() }),
  });

  read({
    url: '/live-availability',
    operationId: 'getLiveAvailability',
    summary: 'Can the viewer watch live from where they are, now?',
    description:
      "The session check's country rule asked in advance: 'blocked' with ERR_56882466_2 and SPEC 8's message inside a UK/Ireland blackout window. The country comes from the trusted proxy header (GEO_COUNTRY_HEADER).",
    response: liveAvailabilityResponseSchema,
    // Per viewer and per minute: never shared by a cache.
    cache: 'private, no-store',
    load: (_input, request) => ({ data: service.liveAvailability(countryOf(request, geo)) }),
  });
});
