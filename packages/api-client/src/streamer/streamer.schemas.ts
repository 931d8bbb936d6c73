import { z } from 'zod';
import { matchSchema } from '../matches/matches.schemas';
import { fixtureCoverages, liveAvailabilityStatuses, ukIrelandAvailabilities } from './streamer.constants';

/** SPEC 3 'Streamer fixture feed items': a coming match and what the streaming provider carries of it. */
export const streamerFixtureSchema = z.object({
  match: matchSchema,
  coverage: z.array(z.enum(fixtureCoverages)).describe("'video' and/or 'audio'; empty when the match is not streamed"),
  ukIreland: z
    .enum(ukIrelandAvailabilities)
    .describe("For viewers in the UK and Ireland: 'blackout' when kick-off falls in a blackout window, 'unavailable' for cup games"),
});
export type StreamerFixture = z.infer<typeof streamerFixtureSchema>;
export const streamerFixturesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10).describe('How many fixtures, soonest first'),
});
export type StreamerFixturesQuery = z.input<typeof streamerFixturesQuerySchema>;
export const streamerFixturesResponseSchema = z.object({ data: z.array(streamerFixtureSchema) });
export type StreamerFixturesResponse = z.infer<typeof streamerFixturesResponseSchema>;

/** SPEC 3 'FAQ items (title, body)': the streamer's 'Having Trouble?' section. */
export const streamerFaqSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  body: z.string().min(1).describe('Rich text (HTML): paragraphs, lists and links'),
});
export type StreamerFaq = z.infer<typeof streamerFaqSchema>;
export const streamerFaqsResponseSchema = z.object({ data: z.array(streamerFaqSchema) });
export type StreamerFaqsResponse = z.infer<typeof streamerFaqsResponseSchema>;

/** 'Can I watch live from here, now?' by the same rule as the session check's country refusal. */
export const liveAvailabilitySchema = z.object({
  status: z.enum(liveAvailabilityStatuses),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2 code from the trusted proxy header; null when unknown'),
  code: z.string().nullable().describe("The session check's code when blocked (ERR_56882466_2)"),
  message: z.string().nullable().describe("SPEC 8's words when blocked"),
});
export type LiveAvailability = z.infer<typeof liveAvailabilitySchema>;
export const liveAvailabilityResponseSchema = z.object({ data: liveAvailabilitySchema });
export type LiveAvailabilityResponse = z.infer<typeof liveAvailabilityResponseSchema>;
