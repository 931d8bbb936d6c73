import { z } from 'zod';
import { safeTextSchema } from '../text.schemas';
import { analyticsChannels, analyticsEvents, trackingIdMax } from './analytics.constants';

const trackingId = z.number().int().min(1).max(trackingIdMax);

/**
 * SPEC 3 'Tracking payload' (channel, domain, logID, screensize, ssoVendor, userAgent, sessionID, ssoID)
 * plus what happened: the event, the page's path and, for advert events, which advert where. The sites
 * send one only with analytics consent (SPEC 4); the platform stores it as sent, so its text refuses
 * control, bidi and lone-surrogate characters (a report or a log viewer would show them).
 */
export const analyticsRecordSchema = z
  .object({
    channel: z.enum(analyticsChannels),
    domain: safeTextSchema().min(1).max(253),
    logID: trackingId,
    screensize: z.string().regex(/^\d{1,5}x\d{1,5}$/, "screensize must be 'WxH' in pixels"),
    ssoVendor: safeTextSchema().max(40).describe("The identity provider of a signed-in fan; '' when logged out"),
    userAgent: safeTextSchema().max(512),
    sessionID: trackingId,
    ssoID: z.string().max(128).nullable().describe('The signed-in fan, or null'),
    event: z.enum(analyticsEvents),
    path: safeTextSchema().min(1).max(2048).regex(/^\//, 'path must start with /'),
    advert: z
      .object({
        id: z.string().min(1).max(64),
        name: safeTextSchema().max(200),
        placement: z.string().min(1).max(64).describe("Where it was shown: 'footerSlot1', 'news_article' …"),
      })
      .nullable()
      .describe('The advert of an advertLoad or advertClick; null for a page view'),
  })
  .strict()
  .refine((record) => (record.event === 'pageView') === (record.advert === null), {
    message: 'advert is required for advert events and must be null for a page view',
    path: ['advert'],
  });
export type AnalyticsRecord = z.infer<typeof analyticsRecordSchema>;

/** 202: the record is stored; nothing to read back. */
export const analyticsAcceptedResponseSchema = z.object({ accepted: z.literal(true) });
export type AnalyticsAcceptedResponse = z.infer<typeof analyticsAcceptedResponseSchema>;
