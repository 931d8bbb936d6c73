import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MenuPage, type StudioPageSummary, navigationResponseSchema, pageResponseSchema, redirectResponseSchema, studioPagesResponseSchema } from '@club/api-client';
import { type ManualClock, createManualClock } from '@club/clock';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AppDependencies, buildApp } from '../../app';
import type { AppConfig } from '../../config';
import type { Database, Dialect } from '../../infra/db/database';
import { migrateToLatest } from '../../infra/db/migrate';
import { applySeeds } from '../../infra/db/seeding';
import { prepareDatabase } from '../../prepare-database';
import { startTestApp } from '../../testing/app';
import { buildWorld } from '../../shared/demo-world';
import { TEST_NOW } from '../../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../../testing/databases';
import { createCommercialSeed } from '../commercial/seed';
import { identitySeed } from '../identity/seed';
import { insertWorld } from '../live/testing';
import { api, baseUrlOf, cookieOf, demoPassword, signIn } from '../payments/testing';
import { teamsSeed } from '../teams/seed';
import { replaceContent } from '../web/repo';
import { flattenMenus, flattenNavigation } from '../web/seed';
import { menus } from '../web/seed/menus';
import { navigation } from '../web/seed/navigation';
import type { PageNode } from '../web/seed/nodes';

/**
 * Helpers for the studio's route tests: a listening platform on a fresh database of the dialect under
 * test, the demo staff and a fan signed in for real, and calls made as the studio makes them (from its
 * own origin, so the CSRF check of the studio's writes lets them through, with the staff member's cookie).
 */

const clubSiteOrigin = 'http://127.0.0.1:3000';
export const studioOrigin = 'http://127.0.0.1:3002';

/** The window of a promo or advert that runs now: from an hour before TEST_NOW to two days after, as its form sends it. */
export const runsNow = {
  from: new Date(Date.parse(TEST_NOW) - 3_600_000).toISOString(),
  until: new Date(Date.parse(TEST_NOW) + 48 * 3_600_000).toISOString(),
};

/** A whole promo overlay as the commercial desk's form sends it, running now. */
export const newPromo = () => ({
  channel: 'Web',
  type: 'Default',
  url: '/videos/subscriptions',
  webNewWindow: false,
  imageKey: 'promos/cup-final-offer.png',
  imageAltText: 'Cup final offer: a month of Club TV for £1',
  startDateTime: runsNow.from,
  endDateTime: runsNow.until,
  enabled: true,
  childFriendly: true,
});

/** A whole article as the newsroom's form sends it, ready to publish, with `overrides` typed over it. */
export const completeArticle = (overrides: Record<string, unknown> = {}) => ({
  title: 'Blues sign a new goalkeeper',
  slug: '',
  standfirst: 'The keeper joins on a three-year deal.',
  category: 'first-team',
  tags: ['signing'],
  imageKey: 'news/keeper.jpg',
  body: '<p>The goalkeeper arrives from Harbury Town after a season of clean sheets.</p>',
  ...overrides,
});

/** The demo accounts a test signs in as (`<who>@example.com`, the demo password). */
export type Who = 'editor' | 'matchday' | 'commercial' | 'admin' | 'fan' | 'subscriber';

export interface StudioTestApp {
  /** The platform (readCache and all), listening on a free port. Set once the suite's beforeAll has run. */
  app: FastifyInstance;
  base: string;
  testDatabase: TestDatabase;
  /** The app's clock: it stands at TEST_NOW (or `clockAt`) and moves only when the test moves it. */
  clock: ManualClock;
  /** The Cookie header of each signed-in account. */
  cookies: Partial<Record<Who, string>>;
  /** Where the app keeps media and image renditions (with `media: true`). */
  mediaDir: string;
  /** A call as the studio makes it: signed in as `who` (none: a visitor), from `origin` (default the studio's), JSON in and out. */
  call(method: string, path: string, who?: Who, body?: unknown, origin?: string): ReturnType<typeof api>;
  /** A read as a visitor's browser on the club site makes it: no cookie, no origin. */
  read(path: string): ReturnType<typeof api>;
}

/**
 * Starts a studio test app for one `describe.each(testDialects)` block: call it in the block's body, it
 * registers the block's beforeAll (fresh database, app, sign-ins) and afterAll (closes the app, drops
 * the database, removes the media folder), and answers an object whose fields are set once beforeAll has run.
 */
export function studioTestApp(
  dialect: Dialect,
  options: {
    /** Who to sign in before the tests (not every test needs every role). */
    signIn: Who[];
    /** Lays out the empty database; default: migrated and seeded with the demo world at the clock's time. */
    prepare?: (database: Database, clock: ManualClock) => Promise<void>;
    /** More settings for the app; its site origins are the club site's and the studio's. */
    config?: Partial<AppConfig>;
    /** A media folder of its own (MEDIA_DIR, the image cache), without live channels or warm-up. */
    media?: boolean;
    /** Where the app's clock stands at the start (default TEST_NOW). */
    clockAt?: number;
    /** More of the app's dependencies (the live tick, a simulator's delivery), beside its database and clock. */
    dependencies?: Omit<AppDependencies, 'database' | 'clock'>;
  },
): StudioTestApp {
  const harness = {
    cookies: {},
    call: (method, path, who, body, origin = studioOrigin) =>
      api(harness.base, method, path, { ...(who ? { cookie: harness.cookies[who] } : {}), ...(body === undefined ? {} : { body }), headers: { origin } }),
    read: (path) => api(harness.base, 'GET', path),
  } as StudioTestApp;

  beforeAll(async () => {
    harness.testDatabase = await createTestDatabase(dialect);
    harness.clock = createManualClock(options.clockAt ?? Date.parse(TEST_NOW));
    await (options.prepare ?? ((database, clock) => prepareDatabase(database, silentLog, clock)))(harness.testDatabase.database, harness.clock);
    let media: Partial<AppConfig> = {};
    if (options.media) {
      harness.mediaDir = mkdtempSync(join(tmpdir(), 'studio-test-media-'));
      media = { imageCacheDir: join(harness.mediaDir, 'image-cache'), media: { dir: harness.mediaDir, liveChannels: false, warmUp: false, ladder: ['360p', '180p'] } };
    }
    harness.app = await buildApp(
      { ...testConfig(harness.testDatabase.location), siteOrigins: [clubSiteOrigin, studioOrigin], ...media, ...options.config },
      { ...options.dependencies, database: harness.testDatabase.database, clock: harness.clock },
    );
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    harness.base = baseUrlOf(harness.app);
    for (const who of options.signIn) harness.cookies[who] = await signIn(harness.base, `${who}@example.com`);
  });

  afterAll(async () => {
    await harness.app?.close();
    await harness.testDatabase?.drop();
    if (harness.mediaDir) rmSync(harness.mediaDir, { recursive: true, force: true });
  });

  return harness;
}

/**
 * The content-pages desk's calls on a studio test app: the studio's API as `who`, its list of pages and one
 * of them by path (failing the test when it is not listed), the club site's reads of a page, a redirect and
 * the navigation, and a new release of the tree (the web seed's `replaceContent`, the read cache forgotten).
 */
export function studioPagesKit(studio: StudioTestApp) {
  /** A call to the studio's API (`/api/studio…`) as `who`. */
  const call = (method: string, path: string, who: Who, body?: unknown) => studio.call(method, `/api/studio${path}`, who, body);
  const list = async () => studioPagesResponseSchema.parse((await call('GET', '/pages', 'editor')).body).items;
  return {
    call,
    list,
    at: async (path: string): Promise<StudioPageSummary> => {
      const found = (await list()).find((item) => item.fullPath === path);
      expect(found, path).toBeDefined();
      return found!;
    },
    pageAt: (path: string) => studio.read(`/api/web/pages?path=${encodeURIComponent(path)}`),
    publicPage: async (path: string) => pageResponseSchema.parse((await studio.read(`/api/web/pages?path=${encodeURIComponent(path)}`)).body).data,
    /** Where the club site sends `path` now, or the status it answers when it sends it nowhere. */
    redirectOf: async (path: string) => {
      const answer = await studio.read(`/api/web/redirects?path=${encodeURIComponent(path)}`);
      return answer.status === 200 ? redirectResponseSchema.parse(answer.body).data.path : answer.status;
    },
    /** Every path of the club site's navigation, parents before their children. */
    navigationPaths: async () => {
      const tree = navigationResponseSchema.parse((await studio.read('/api/web/navigation')).body).data;
      const paths: string[] = [];
      const visit = (pages: MenuPage[]) => pages.forEach((page) => (paths.push(page.fullPath), visit(page.children)));
      visit(tree);
      return paths;
    },
    /** The world's next release of the tree (`sections`, default the demo navigation). */
    reseed: async (sections: readonly PageNode[] = navigation) => {
      await studio.testDatabase.database.db.transaction().execute((trx) =>
        replaceContent(trx, { pages: flattenNavigation(sections), menuItems: flattenMenus(menus), savedAt: TEST_NOW }),
      );
      studio.app.readCache.forget();
    },
  };
}

/** The commercial seed applied again, for the demo world `days` after TEST_NOW: the rows staff made theirs stay. */
export const reseedCommercial = (studio: StudioTestApp, days: number) =>
  studio.testDatabase.database.db
    .transaction()
    .execute((trx) => createCommercialSeed(buildWorld(Date.parse(TEST_NOW) + days * 86_400_000)).apply(trx, TEST_NOW));

/**
 * The match-day desk's test app: the accounts, the teams and the live world (`insertWorld`), the demo live
 * match on and the live tick held (the tests tick it), the clock at `clockAt`, the desk's people signed in;
 * `more` adds the test's own rows to the database.
 */
export function matchDayDeskApp(dialect: Dialect, clockAt: number, more?: (db: Database['db']) => Promise<void>): StudioTestApp {
  return studioTestApp(dialect, {
    signIn: ['editor', 'matchday', 'admin', 'fan'],
    clockAt,
    config: { demoLiveMatch: true, siteOrigins: [studioOrigin] },
    dependencies: { liveTickMs: 3_600_000 },
    prepare: async ({ db }) => {
      await migrateToLatest(db);
      await applySeeds(db, [identitySeed, teamsSeed]);
      await insertWorld(db);
      await more?.(db);
    },
  });
}

export interface InjectedStudioApp {
  /** The platform, not listening: calls go through `app.inject`. Set once the suite's beforeAll has run. */
  app: FastifyInstance;
  /** The app's clock: it stands at TEST_NOW and moves only when the test moves it. */
  clock: ManualClock;
  /** The Cookie header of each signed-in account (a test may sign in more and keep them here). */
  cookies: Record<string, string>;
  /** A call as the studio makes it: from the studio's origin, signed in as `who` (none: a visitor). */
  call(method: 'GET' | 'POST' | 'PUT', url: string, who: string | undefined, payload?: unknown): Promise<LightMyRequestResponse>;
  /** A sign-in of `<who>@example.com` with the demo password, as the sites make it. */
  signIn(who: string): Promise<LightMyRequestResponse>;
}

/**
 * The studio test app of the route tests that inject their calls: a fresh database with the demo world at
 * TEST_NOW (`startTestApp`), the club site's and the studio's origins, a manual clock, and `options.signIn`
 * signed in before the tests. Call it in a `describe.each(testDialects)` block's body, as `studioTestApp`.
 */
export function injectedStudioApp(dialect: Dialect, options: { signIn: string[]; siteOrigins?: string[] }): InjectedStudioApp {
  const harness = {
    cookies: {},
    call: (method, url, who, payload) =>
      harness.app.inject({
        method,
        url,
        headers: { origin: studioOrigin, ...(who ? { cookie: harness.cookies[who]! } : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    signIn: (who) =>
      harness.app.inject({ method: 'POST', url: '/api/identity/authenticate', payload: { username: `${who}@example.com`, password: demoPassword } }),
  } as InjectedStudioApp;

  beforeAll(async () => {
    harness.clock = createManualClock(Date.parse(TEST_NOW));
    const started = await startTestApp(dialect, {
      config: { siteOrigins: options.siteOrigins ?? [clubSiteOrigin, studioOrigin] },
      dependencies: { clock: harness.clock },
    });
    harness.app = started.app;
    return started.close;
  });

  beforeAll(async () => {
    for (const who of options.signIn) {
      const response = await harness.signIn(who);
      expect(response.statusCode, response.body).toBe(200);
      harness.cookies[who] = cookieOf(response);
    }
  });

  return harness;
}
