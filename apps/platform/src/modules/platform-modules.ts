import { type PlatformRole, modulesFor } from '../infra/roles/roles';
import { rollForwardModule } from '../roll-forward';
import { analyticsModule } from './analytics/module';
import { commercialModule } from './commercial/module';
import { healthModule, readinessModule } from './health/module';
import { identityApiModule, identityModule } from './identity/module';
import { imagesModule } from './images/module';
import { liveEngineModule, liveModule, liveStreamModule } from './live/module';
import { matchesApiModule, matchesModule } from './matches/module';
import { liveOriginModule, mediaApiModule, mediaModule, mediaWarmUpModule } from './media/module';
import type { AnyModule } from './module';
import { newsModule } from './news/module';
import { packagesModule } from './packages/module';
import { paymentsModule } from './payments/module';
import { settingsModule } from './settings/module';
import { streamerModule } from './streamer/module';
import { stripeSimulatorModule, stripeSimulatorWebhooksModule } from './stripe-simulator/module';
import { studioModule } from './studio/module';
import { teamsModule } from './teams/module';
import { clubTvJobsModule } from './videos/clubtv-jobs';
import { videosModule } from './videos/module';
import { webModule } from './web/module';

/**
 * The platform's modules, in the order they register: each after the modules whose services it needs
 * (modules/module.ts checks). Each belongs to one or more roles (infra/roles; an HTTP module to `api`):
 * a process registers those of its roles (`platformModulesFor`), `npm start` all of them.
 */
export const platformModules: readonly AnyModule[] = [
  webModule,
  healthModule,
  settingsModule,
  imagesModule,
  teamsModule,
  matchesModule,
  matchesApiModule,
  newsModule,
  commercialModule,
  identityModule,
  identityApiModule,
  mediaModule,
  mediaApiModule,
  liveOriginModule,
  mediaWarmUpModule,
  readinessModule,
  liveModule,
  liveStreamModule,
  liveEngineModule,
  clubTvJobsModule,
  rollForwardModule,
  packagesModule,
  paymentsModule,
  studioModule,
  stripeSimulatorModule,
  stripeSimulatorWebhooksModule,
  videosModule,
  streamerModule,
  analyticsModule,
];

/** The modules a process of `roles` registers, in `platformModules`' order. */
export const platformModulesFor = (roles: readonly PlatformRole[]): AnyModule[] => modulesFor(platformModules, roles);
