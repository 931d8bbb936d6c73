import { getJson, type Infer, type Http } from '../http';
import type {
  liveAvailabilityResponseSchema,
  streamerFaqsResponseSchema,
  streamerFixturesResponseSchema,
} from './streamer.schemas';

/** The streaming site's feeds (`/api/streamer`): fixtures, FAQs and live availability. */
export function createStreamerClient(http: Http) {
  return {
    /** SPEC 7 'streaming provider fixtures feed': the coming fixtures of every team, soonest first. */
    fixtures: (limit?: number) =>
      getJson<Infer<typeof streamerFixturesResponseSchema>>(
        http,
        'api/streamer/fixtures',
        limit === undefined ? undefined : { limit: String(limit) },
      ),
    /** SPEC 9 'Streamer FAQ': every item, in order. */
    faqs: () => getJson<Infer<typeof streamerFaqsResponseSchema>>(http, 'api/streamer/faqs'),
    /** Whether live streams may be watched from the viewer's country now (never cached). */
    liveAvailability: () => getJson<Infer<typeof liveAvailabilityResponseSchema>>(http, 'api/streamer/live-availability'),
  };
}
export type StreamerClient = ReturnType<typeof createStreamerClient>;
