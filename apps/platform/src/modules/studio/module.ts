import { studioDesks } from '@club/api-client';
import { liveStudioRoutes } from '../live/routes';
import type { PlatformModule } from '../module';
import { createStudioArticlesRepo } from '../news/articles-repo';
import { createStudioArticles } from '../news/articles';
import { createAuditLog } from './audit';
import { registerClubTv } from './clubtv-routes';
import { createStudioVouchers } from '../payments/voucher-desk';
import { createStudioAdverts } from '../commercial/adverts';
import { createStudioPackages } from '../../modules/packages/desk';
import { createStudioPromos } from '../commercial/promos';
import { studioCommercialRoutes } from './commercial-routes';
import { createStudioSponsorSlots } from '../commercial/sponsor-slots';
import { studioSponsorSlotsRoutes } from './commercial-sponsor-slots-routes';
import { createStudioSponsors } from '../commercial/sponsors';
import { createStudioFans } from '../identity/fans';
import { studioFansRoutes } from './fans-routes';
import { createStudioMatchday } from '../matches/matchday';
import { studioMatchdayRoutes } from './matchday-routes';
import { createStudioPages } from '../web/pages';
import { studioPagesRoutes } from './pages-routes';
import { studioRoutes } from './routes';
import { createStaffAdmin } from './staff-admin';
import { studioStaffAdminRoutes } from './staff-admin-routes';
import { createStaffDirectory, createStaffGuard, mayAct } from './staff';
import { studioApi } from './studio-api';
import { createStudioUploads } from './uploads';

/**
 * The studio API (/api/studio): every desk's routes under one parent (studio-api.ts: JSON only, no-store,
 * the studio's refusals), behind one staff guard built from the staff roles (0014_studio). The live
 * console's events and whistles go through the one live path (modules/live); Club TV through media.
 */
export const studioModule: PlatformModule<'currentUser' | 'matches' | 'live' | 'media' | 'packagesRepo' | 'paymentsRepo'> = {
  name: 'studio',
  needs: ['currentUser', 'matches', 'live', 'media', 'packagesRepo', 'paymentsRepo'],
  async register(app, { database: { db }, clock, now, redis, jobs, mediaConfig, mediaStore, currentUser, matches, live, media, packagesRepo, paymentsRepo }) {
    const staff = createStaffDirectory(db);
    const guard = createStaffGuard({ currentUser, staff });
    const desks = studioApi(async (studio) => {
      await studio.register(studioRoutes, {
        guard,
        articles: createStudioArticles(createStudioArticlesRepo(db), now),
        uploads: createStudioUploads({ db, store: mediaStore, now }),
        audit: createAuditLog(db),
      });
      await studio.register(studioPagesRoutes, { guard, pages: createStudioPages(db, now) });
      await studio.register(studioMatchdayRoutes, {
        prefix: '/matchday',
        guard,
        matchday: createStudioMatchday({ db, matches, clock, bus: live.bus }),
      });
      await studio.register(studioCommercialRoutes, {
        guard,
        vouchers: createStudioVouchers(db, now, packagesRepo),
        promos: createStudioPromos(db, now),
        packages: createStudioPackages(db, now),
        adverts: createStudioAdverts(db, now),
        sponsors: createStudioSponsors(db, now),
      });
      await studio.register(studioSponsorSlotsRoutes, { guard, slots: createStudioSponsorSlots(db, now) });
      await studio.register(studioFansRoutes, { guard, fans: createStudioFans(db, now, { payments: paymentsRepo, packages: packagesRepo }) });
      await studio.register(studioStaffAdminRoutes, { guard, staffAdmin: createStaffAdmin(db, now) });
      await studio.register(liveStudioRoutes, {
        service: live.service,
        currentUser,
        isMatchDayStaff: async (sub) => mayAct(await staff.rolesOf(sub), studioDesks.matchday.roles),
      });
      await registerClubTv(studio, { db, media, mediaDir: mediaConfig.dir, s3Url: mediaConfig.s3Url, redis, guard, now, jobs });
    });
    await app.register(desks, { prefix: '/api/studio' });
  },
};
