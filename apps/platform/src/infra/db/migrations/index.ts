import type { Kysely, Migration } from 'kysely';
import * as m0008 from '../../../modules/analytics/migrations/0008_analytics';
import * as m0004 from '../../../modules/commercial/migrations/0004_commercial';
import * as m0019commercial from '../../../modules/commercial/migrations/0019_commercial_desk';
import * as m0023 from '../../../modules/commercial/migrations/0023_studio_adverts';
import * as m0024 from '../../../modules/commercial/migrations/0024_commercial_slots';
import * as m0025 from '../../../modules/commercial/migrations/0025_sponsor_slots';
import * as m0006identity from '../../../modules/identity/migrations/0006_identity';
import * as m0011 from '../../../modules/identity/migrations/0011_identity_pool_session';
import * as m0028 from '../../../modules/identity/migrations/0028_sessions';
import * as m0056 from '../../../modules/identity/migrations/0056_pool_session_devices';
import * as m0003matches from '../../../modules/matches/migrations/0003_matches';
import * as m0012 from '../../../modules/matches/migrations/0012_match_plan';
import * as m0015 from '../../../modules/matches/migrations/0015_matchday';
import * as m0021 from '../../../modules/matches/migrations/0021_match_lineups';
import * as m0070 from '../../../modules/matches/migrations/0070_match_commentary';
import * as m0002 from '../../../modules/news/migrations/0002_news';
import * as m0014news from '../../../modules/news/migrations/0014_studio';
import * as m0029 from '../../../modules/news/migrations/0029_article_revisions';
import * as m0030 from '../../../modules/news/migrations/0030_article_drafts';
import * as m0005packages from '../../../modules/packages/migrations/0005_catalogue';
import * as m0019packages from '../../../modules/packages/migrations/0019_commercial_desk';
import * as m0007payments from '../../../modules/payments/migrations/0007_payments';
import * as m0016 from '../../../modules/payments/migrations/0016_commercial_fans';
import * as m0019payments from '../../../modules/payments/migrations/0019_commercial_desk';
import * as m0007simulator from '../../../modules/stripe-simulator/migrations/0007_payments';
import * as m0014studio from '../../../modules/studio/migrations/0014_studio';
import * as m0026 from '../../../modules/studio/migrations/0026_media_images';
import * as m0003teams from '../../../modules/teams/migrations/0003_matches';
import * as m0005videos from '../../../modules/videos/migrations/0005_catalogue';
import * as m0010 from '../../../modules/videos/migrations/0010_stream_entitlements';
import * as m0017 from '../../../modules/videos/migrations/0017_clubtv';
import * as m0020 from '../../../modules/videos/migrations/0020_stream_control';
import * as m0001web from '../../../modules/web/migrations/0001_navigation';
import * as m0018 from '../../../modules/web/migrations/0018_page_edits';
import * as m0022 from '../../../modules/web/migrations/0022_page_additions';
import * as m0027 from '../../../modules/web/migrations/0027_page_moves';
import * as m0001infra from './0001_navigation';
import * as m0006infra from './0006_identity';
import * as m0007infra from './0007_payments';
import * as m0009 from './0009_media';
import * as m0013 from './0013_payment_secret';
import * as m0040 from './0040_jobs';
import * as m0050 from './0050_derived_secrets';
import * as m0080 from '../../../modules/commercial/migrations/0080_advert_slot_origin';
import * as m0090 from '../../../modules/packages/migrations/0090_package_origin';
import * as m0091 from '../../../modules/commercial/migrations/0091_commercial_deleted_at';
import * as m0092 from '../../../modules/web/migrations/0092_page_origin';
import * as m0093 from '../../../modules/web/migrations/0093_page_revisions';

/**
 * One shipped migration whose tables belong to several owners, split into each owner's part: the parts
 * run in the order their statements ran when the migration was one file, under its one name; `down` runs
 * them in reverse.
 */
function inParts(...parts: Migration[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const part of parts) await part.up(db);
    },
    async down(db: Kysely<unknown>) {
      for (const part of [...parts].reverse()) await part.down?.(db);
    },
  };
}

/**
 * Every migration, by name, in the order they run: the one ordered index of the database's history. Each
 * migration lives with the owner of the tables it touches (`modules/<module>/migrations/`, or here in
 * `infra/db/migrations/` for the infrastructure's tables: seed_state, the stored secrets, mail_outbox,
 * rate_limit_window); a shipped one that touched several owners' tables is run as its parts (`inParts`).
 * Migrations are code (not files found at run time), so they are bundled into `dist/main.js` with
 * everything else.
 *
 * A new migration goes in its owner's `migrations/` folder, named with the next number, and is added at
 * the end of this list. Never edit, rename or reorder one that has shipped: Kysely records the names it
 * ran, and `index.test.ts` holds the shipped list.
 */
export const migrations: Record<string, Migration> = {
  '0001_navigation': inParts(m0001web, m0001infra),
  '0002_news': m0002,
  '0003_matches': inParts(m0003teams, m0003matches),
  '0004_commercial': m0004,
  '0005_catalogue': inParts(m0005videos, m0005packages),
  '0006_identity': inParts(m0006identity, m0006infra),
  '0007_payments': inParts(m0007payments, m0007infra, m0007simulator),
  '0008_analytics': m0008,
  '0009_media': m0009,
  '0010_stream_entitlements': m0010,
  '0011_identity_pool_session': m0011,
  '0012_match_plan': m0012,
  '0013_payment_secret': m0013,
  '0014_studio': inParts(m0014studio, m0014news),
  '0015_matchday': m0015,
  '0016_commercial_fans': m0016,
  '0017_clubtv': m0017,
  '0018_page_edits': m0018,
  '0019_commercial_desk': inParts(m0019commercial, m0019payments, m0019packages),
  '0020_stream_control': m0020,
  '0021_match_lineups': m0021,
  '0022_page_additions': m0022,
  '0023_studio_adverts': m0023,
  '0024_commercial_slots': m0024,
  '0025_sponsor_slots': m0025,
  '0026_media_images': m0026,
  '0027_page_moves': m0027,
  '0028_sessions': m0028,
  '0029_article_revisions': m0029,
  '0030_article_drafts': m0030,
  '0040_jobs': m0040,
  '0050_derived_secrets': m0050,
  '0056_pool_session_devices': m0056,
  '0070_match_commentary': m0070,
  '0080_advert_slot_origin': m0080,
  '0090_package_origin': m0090,
  '0091_commercial_deleted_at': m0091,
  '0092_page_origin': m0092,
  '0093_page_revisions': m0093,
};
