import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { type AppDependencies, buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Dialect } from '../infra/db/database';
import { prepareDatabase } from '../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from './databases';

export interface TestApp {
  app: FastifyInstance;
  testDatabase: TestDatabase;
  /** Closes the app, then drops its database. */
  close(): Promise<void>;
}

/**
 * The platform a module's route tests read from: a fresh database of `dialect`, migrated and seeded with
 * the demo world of the pinned test clock, and the app on it with the test settings and `options.config`
 * over them, and `options.dependencies` (a clock of its own, a seam). A start that fails drops the database
 * it made. A test that lays its database out otherwise builds its app itself (or uses studio/testing.ts).
 */
export async function startTestApp(
  dialect: Dialect,
  options: { config?: Partial<AppConfig>; dependencies?: Omit<AppDependencies, 'database'> } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(dialect);
  try {
    await prepareDatabase(testDatabase.database, silentLog);
    const app = await buildApp({ ...testConfig(testDatabase.location), ...options.config }, { ...options.dependencies, database: testDatabase.database });
    return {
      app,
      testDatabase,
      async close() {
        await app.close();
        await testDatabase.drop();
      },
    };
  } catch (error) {
    await testDatabase.drop();
    throw error;
  }
}

/**
 * `startTestApp` for one describe block: call it in the block's body. It registers the block's beforeAll
 * that starts the app (and closes it and drops its database after the block), and answers an object whose
 * `app` and `testDatabase` are set once that beforeAll has run.
 */
export function suiteTestApp(dialect: Dialect, options: Parameters<typeof startTestApp>[1] = {}): Omit<TestApp, 'close'> {
  const suite = {} as Omit<TestApp, 'close'>;
  beforeAll(async () => {
    const started = await startTestApp(dialect, options);
    suite.app = started.app;
    suite.testDatabase = started.testDatabase;
    return started.close;
  });
  return suite;
}

/**
 * For one describe block that works on the database itself, with no app: call it in the block's body. It
 * registers the block's beforeAll that makes a fresh database of `dialect`, migrated and seeded with the demo
 * world of the pinned test clock (and drops it after the block), and answers the test database, whose fields
 * are set once that beforeAll has run.
 */
export function suiteSeededDatabase(dialect: Dialect): TestDatabase {
  const suite = {} as TestDatabase;
  beforeAll(async () => {
    const testDatabase = await createTestDatabase(dialect);
    try {
      await prepareDatabase(testDatabase.database, silentLog);
    } catch (error) {
      await testDatabase.drop();
      throw error;
    }
    Object.assign(suite, testDatabase);
    return testDatabase.drop;
  });
  return suite;
}
