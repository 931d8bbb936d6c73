import type { Migration } from 'kysely';
import * as m0001 from './0001_navigation';
import * as m0002 from './0002_news';
import * as m0003 from './0003_matches';
import * as m0004 from './0004_commercial';
import * as m0005 from './0005_catalogue';
import * as m0006 from './0006_identity';
import * as m0007 from './0007_payments';
import * as m0008 from './0008_analytics';
import * as m0009 from './0009_media';
import * as m0010 from './0010_stream_entitlements';
import * as m0011 from './0011_identity_pool_session';
import * as m0012 from './0012_match_plan';
import * as m0013 from './0013_payment_secret';
import * as m0014 from './0014_studio';
import * as m0015 from './0015_matchday';
import * as m0016 from './0016_commercial_fans';
import * as m0017 from './0017_clubtv';
import * as m0018 from './0018_page_edits';
import * as m0019 from './0019_commercial_desk';
import * as m0020 from './0020_stream_control';
import * as m0021 from './0021_match_lineups';
import * as m0022 from './0022_page_additions';
import * as m0023 from './0023_studio_adverts';
import * as m0024 from './0024_commercial_slots';
import * as m0025 from './0025_sponsor_slots';
import * as m0026 from './0026_media_images';
import * as m0027 from './0027_page_moves';
import * as m0028 from './0028_sessions';

/**
 * Every migration, by name, in the order they run. Migrations are code (not files found at run time),
 * so they are bundled into `dist/main.js` with everything else. Add new ones at the end; never edit
 * or rename one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_navigation': m0001,
  '0002_news': m0002,
  '0003_matches': m0003,
  '0004_commercial': m0004,
  '0005_catalogue': m0005,
  '0006_identity': m0006,
  '0007_payments': m0007,
  '0008_analytics': m0008,
  '0009_media': m0009,
  '0010_stream_entitlements': m0010,
  '0011_identity_pool_session': m0011,
  '0012_match_plan': m0012,
  '0013_payment_secret': m0013,
  '0014_studio': m0014,
  '0015_matchday': m0015,
  '0016_commercial_fans': m0016,
  '0017_clubtv': m0017,
  '0018_page_edits': m0018,
  '0019_commercial_desk': m0019,
  '0020_stream_control': m0020,
  '0021_match_lineups': m0021,
  '0022_page_additions': m0022,
  '0023_studio_adverts': m0023,
  '0024_commercial_slots': m0024,
  '0025_sponsor_slots': m0025,
  '0026_media_images': m0026,
  '0027_page_moves': m0027,
  '0028_sessions': m0028,
};
