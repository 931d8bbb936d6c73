import { execFile } from 'node:child_process';
import { staffRoles, studioStaffResponseSchema } from '@club/api-client';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { migrateToLatest } from './infra/db/migrate';
import { type TestDatabase, createTestDatabase, testConfig, testDialects } from './testing/databases';

const studioOrigin = 'http://127.0.0.1:3002';
const password = 'correct horse battery staple';

describe.each(testDialects)('create-admin on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance | undefined;

  /** The command as a deployment runs it: its own process, the password piped to its standard input. */
  const createAdmin = (args: string[], stdin: string) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const location = testDatabase.location;
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', 'create-admin', ...args],
        { env: { ...process.env, DATABASE_URL: location.kind === 'sqlite' ? location.filename : location.connectionString, NODE_ENV: 'test' } },
        (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
      );
      child.stdin!.end(stdin);
    });

  beforeAll(async () => {
    // A production database: migrated, no demo world (no admin@example.com).
    testDatabase = await createTestDatabase(dialect);
    await migrateToLatest(testDatabase.database.db);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  it('should make an administrator with every studio role from the password on standard input, who can sign in to the studio', async () => {
    const result = await createAdmin(['--email', 'Head.Coach@Club.example'], `${password}\n`);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('head.coach@club.example is an administrator');
    expect(result.stdout).not.toContain(password);

    app = await buildApp({ ...testConfig(testDatabase.location), siteOrigins: [studioOrigin] }, { database: testDatabase.database });
    const signIn = await app.inject({ method: 'POST', url: '/api/identity/authenticate', payload: { username: 'head.coach@club.example', password } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = (signIn.cookies as LightMyRequestResponse['cookies'])
      .filter((made) => made.value)
      .map((made) => `${made.name}=${made.value}`)
      .join('; ');
    const staff = await app.inject({ method: 'GET', url: '/api/studio/staff', headers: { origin: studioOrigin, cookie } });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(studioStaffResponseSchema.parse(staff.json()).items.map((member) => [member.email, member.roles])).toEqual([['head.coach@club.example', [...staffRoles]]]);
  }, 120_000);

  it('should refuse a weak password with the password rule, and an e-mail already used, with exit code 1 and nothing written', async () => {
    const weak = await createAdmin(['--email', 'second@club.example'], 'short\n');
    expect(weak).toMatchObject({ code: 1, stderr: 'create-admin: Use at least 8 characters for your password.\n' });
    const common = await createAdmin(['--email', 'second@club.example'], 'password\n');
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('That password is too common and easy to guess.');
    expect(common.stderr).not.toContain('password\n');
    const taken = await createAdmin(['--email', 'HEAD.COACH@club.example'], `${password}\n`);
    expect(taken).toMatchObject({ code: 1, stderr: 'create-admin: That email address is already used by another account.\n' });
    const users = await testDatabase.database.db.selectFrom('identity_user').select('email').execute();
    expect(users.map((user) => user.email)).toEqual(['head.coach@club.example']);
  }, 120_000);

  it('should take no password on the command line', async () => {
    const result = await createAdmin(['--email', 'third@club.example', '--password', password], '');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('create-admin: unknown argument --password (the password is read from standard input)\n');
    expect(result.stderr).not.toContain(password);
  }, 60_000);
});
