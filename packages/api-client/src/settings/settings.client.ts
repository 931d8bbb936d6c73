import { getJson, type Infer, type Http } from '../http';
import type {
  advertisingSettingsResponseSchema,
  currentSeasonResponseSchema,
  webSettingsResponseSchema,
} from './settings.schemas';

/** Client settings and global variables of SPEC 7, served by the general web API (`/api/web`). */
export function createSettingsClient(http: Http) {
  return {
    web: () => getJson<Infer<typeof webSettingsResponseSchema>>(http, 'api/web/settings'),
    advertising: () => getJson<Infer<typeof advertisingSettingsResponseSchema>>(http, 'api/web/settings/advertising'),
    season: () => getJson<Infer<typeof currentSeasonResponseSchema>>(http, 'api/web/season'),
  };
}
export type SettingsClient = ReturnType<typeof createSettingsClient>;
