import type {
  healthResponseSchema,
} from './health/health.schemas';
import { createAnalyticsClient } from './analytics/analytics.client';
import { createCommercialClient } from './commercial/commercial.client';
import { createHttp, getJson, type HttpOptions, type Infer } from './http';
import { createIdentityClient } from './identity/identity.client';
import { createMatchesClient } from './matches/matches.client';
import { createNewsClient } from './news/news.client';
import { createSettingsClient } from './settings/settings.client';
import { createStreamerClient } from './streamer/streamer.client';
import { createPackagesClient } from './packages/packages.client';
import { createEntitlementsClient, createPaymentsClient } from './payments/payments.client';
import { createTeamsClient } from './teams/teams.client';
import { createVideoPlatformClient, createVideosClient } from './videos/videos.client';
import { createWebClient } from './web/web.client';

/** One client for every platform service; each service lives under its own base path (DESIGN.md). */
export function createApiClient(options: HttpOptions) {
  const http = createHttp(options);
  return {
    web: createWebClient(http),
    news: createNewsClient(http),
    matches: createMatchesClient(http),
    teams: createTeamsClient(http),
    settings: createSettingsClient(http),
    commercial: createCommercialClient(http),
    analytics: createAnalyticsClient(http),
    videoPlatform: createVideoPlatformClient(http),
    videos: createVideosClient(http),
    packages: createPackagesClient(http),
    identity: createIdentityClient(http),
    entitlements: createEntitlementsClient(http),
    payments: createPaymentsClient(http),
    streamer: createStreamerClient(http),
    health: () => getJson<Infer<typeof healthResponseSchema>>(http, 'api/health'),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
