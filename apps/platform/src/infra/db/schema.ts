import type { AnalyticsTables } from '../../modules/analytics/db';
import type { CommercialTables } from '../../modules/commercial/db';
import type { IdentityTables } from '../../modules/identity/db';
import type { MatchesTables } from '../../modules/matches/db';
import type { NewsTables } from '../../modules/news/db';
import type { PackagesTables } from '../../modules/packages/db';
import type { PaymentsTables } from '../../modules/payments/db';
import type { SimulatorTables } from '../../modules/stripe-simulator/db';
import type { StudioTables } from '../../modules/studio/db';
import type { TeamsTables } from '../../modules/teams/db';
import type { VideosTables } from '../../modules/videos/db';
import type { WebTables } from '../../modules/web/db';
import type { JobsTables } from '../jobs/db';
import type { MailTables } from '../mail/db';
import type { RateLimitTables } from '../rate-limit/db';
import type { InfraDbTables } from './db';

/**
 * The database as Kysely sees it: every module's tables, each declared in the module that owns them
 * (`modules/<module>/db.ts`), and the infrastructure's beside its code. Types are chosen to read the same on
 * SQLite and Postgres: booleans are 0/1 integers (SQLite has none, and better-sqlite3 cannot bind `true`),
 * instants are ISO 8601 UTC text (sortable, no driver-specific Date handling). A new table is declared in
 * its owner's db.ts; a new owner's tables interface is added to this list.
 */
export interface DB
  extends WebTables,
    NewsTables,
    TeamsTables,
    MatchesTables,
    VideosTables,
    PackagesTables,
    CommercialTables,
    IdentityTables,
    PaymentsTables,
    AnalyticsTables,
    SimulatorTables,
    StudioTables,
    InfraDbTables,
    MailTables,
    RateLimitTables,
    JobsTables {}
