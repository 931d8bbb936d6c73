import {
  advertisingSettingsResponseSchema,
  currentSeasonResponseSchema,
  webSettingsResponseSchema,
} from '@club/api-client';
import { type Clock, getClock } from '@club/clock';
import { publicReadRoutes } from '../../infra/http/public-read';
import { buildWorld } from '../../shared/demo-world';
import { advertisingSettings, currentSeasonFor, seasonSettings, webSettings } from './content';

// Settings change with a deploy (they are files): five minutes of caching is plenty fresh.
const cacheControl = 'public, max-age=300';

/** SPEC 7 'client settings' and 'global variables', mounted at /api/web beside the web module. */
export const settingsRoutes = publicReadRoutes<{ clock?: Clock }>({ tags: ['web'], cache: cacheControl }, (read, options) => {
  const clock = options.clock ?? getClock();

  read({
    url: '/settings',
    operationId: 'getWebSettings',
    summary: 'The web settings',
    description:
      'Club identity, cookie notice texts, social links, page titles, date formats, placeholder images, ' +
      'feature flags, button presets, crest settings, header and style constants (SPEC 3, 9).',
    response: webSettingsResponseSchema,
    load: () => ({ data: webSettings }),
  });

  read({
    url: '/settings/advertising',
    operationId: 'getAdvertisingSettings',
    summary: 'Where adverts go',
    description: "Positions for news articles, default and hub pages, and custom classes per page slot (SPEC 3 'Advertising settings').",
    response: advertisingSettingsResponseSchema,
    load: () => ({ data: advertisingSettings }),
  });

  read({
    url: '/season',
    operationId: 'getCurrentSeason',
    summary: 'The current season',
    description:
      "The clock's season (August to July unless content/settings/season.json pins one), e.g. 2026 shown 2026/27, " +
      'and whether pre-season mode is on (SPEC 4, 9; by default in June and July).',
    response: currentSeasonResponseSchema,
    load: () => ({ data: currentSeasonFor(buildWorld(clock.nowMs(), seasonSettings)) }),
  });
});
