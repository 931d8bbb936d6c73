import { fixtureCoverages, streamerFaqSchema, type StreamerFaq } from '@club/api-client';
import { z } from 'zod';
import faqsFile from '../../../content/streamer/faqs.json' with { type: 'json' };
import feedFile from '../../../content/streamer/feed.json' with { type: 'json' };

const feedSchema = z.object({
  coverage: z.record(z.string(), z.array(z.enum(fixtureCoverages))),
  cupGamesUnavailableIn: z.array(z.string().regex(/^[A-Z]{2}$/, 'expected an upper-case ISO 3166-1 alpha-2 code')),
});
export type StreamerFeedRules = z.infer<typeof feedSchema>;

function parse<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${file} is not valid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** content/streamer/feed.json, checked when the module loads: a broken rule fails the start, not a fan's request. */
export const streamerFeedRules: StreamerFeedRules = parse('content/streamer/feed.json', feedSchema, feedFile);

/** content/streamer/faqs.json: SPEC 9's FAQ items, in order. */
export const streamerFaqs: StreamerFaq[] = parse(
  'content/streamer/faqs.json',
  z.object({ items: z.array(streamerFaqSchema).min(1) }),
  faqsFile,
).items;
