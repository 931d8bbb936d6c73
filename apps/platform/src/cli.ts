import { resolve } from 'node:path';
import { clockFromEnv } from '@club/clock';
import { describeDatabase, loadConfig } from './config';
import { backup, describeBackup, restore } from './infra/backup/backup';
import { BackupError } from './infra/backup/manifest';
import { createDatabase } from './infra/db/database';
import { createLeases, prepareLease } from './infra/jobs/lease';
import { migrateJobEngine } from './infra/jobs/pg-boss-queue';
import { pendingMigrations } from './infra/db/migrate';
import { createKeyRing, loadKeyRing } from './infra/keys';
import { edgeSigningSecrets } from './modules/media/edge-signing';
import { parseRoles } from './infra/roles/roles';
import { AccountRefused } from './modules/identity/accounts';
import { endEverySession } from './modules/identity/sessions';
import { createFirstAdmin } from './modules/studio/first-admin';
import { migrate, seed } from './prepare-database';

// `pnpm migrate` (or `pnpm db:migrate` here) and `pnpm db:seed`: what every start does, by hand, against
// DATABASE_URL, under the lease a starting instance takes for it (a deployment migrates before rolling
// instances started with MIGRATE_ON_START=0). `serve [--role api|worker|live]…`: the platform with those
// roles (PLATFORM_ROLES). `pnpm backup DIR` and `pnpm restore DIR [--force]` (at the root): infra/backup.
// `create-admin --email ADDRESS` (`pnpm admin:create` at the root): a deployment's first administrator,
// the password read from standard input.
// `edge-secret`: the secret an edge checks signed media URLs with (media/edge-signing.ts), for its config.
// `end-all-sessions`: ends every sign-in of every account at once (ASVS 7.4.5), for an administrator after a breach.
const usage =
  'usage: tsx src/cli.ts migrate | seed | serve [--role ROLE]… | backup DIR | restore DIR [--force] | create-admin --email ADDRESS | edge-secret | end-all-sessions';
const [command, ...rest] = process.argv.slice(2);

async function databaseCommand(name: 'migrate' | 'seed'): Promise<void> {
  const log = { info: (data: object, message: string) => console.log(`${message} ${JSON.stringify(data)}`) };
  const config = loadConfig();
  const database = createDatabase(config.database);
  const leases = createLeases(database, { log: { ...log, error: (data, message) => console.error(message, data) } });
  console.log(`${name}: ${describeDatabase(config.database)}`);
  try {
    await leases.exclusive(prepareLease, async () => {
      await migrate(database, log);
      // The durable jobs' engine keeps its own schema (pg-boss): migrated here too, for instances that do not.
      if (database.dialect === 'postgres') await migrateJobEngine(database);
      if (name === 'seed') await seed(database, log, undefined, { demoWorld: config.demoWorld ?? true });
    });
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await leases.close();
    await database.close();
  }
}

/** `serve --role api --role worker` (or `--role api,worker`): main.ts with PLATFORM_ROLES set from them. */
async function serveCommand(): Promise<void> {
  const roles: string[] = [];
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index]!;
    if (arg === '--role' && rest[index + 1]) roles.push(rest[(index += 1)]!);
    else if (arg.startsWith('--role=')) roles.push(arg.slice('--role='.length));
    else {
      console.error(`serve: unknown argument ${arg} (${usage})`);
      process.exitCode = 2;
      return;
    }
  }
  if (roles.length > 0) {
    try {
      process.env.PLATFORM_ROLES = parseRoles(roles.join(',')).join(',');
    } catch (error) {
      console.error(`serve: ${(error as Error).message}`);
      process.exitCode = 2;
      return;
    }
  }
  await import('./main');
}

/** A folder given on the command line: relative to where the command was typed (pnpm runs us elsewhere). */
const folderOf = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function backupCommand(name: 'backup' | 'restore'): Promise<void> {
  const force = rest.includes('--force');
  const folders = rest.filter((arg) => arg !== '--force');
  const unknown = folders.filter((arg) => arg.startsWith('-'));
  if (folders.length !== 1 || unknown.length > 0 || (force && name === 'backup')) {
    console.error(unknown.length > 0 ? `${name}: unknown option ${unknown[0]}` : `usage: pnpm ${name} DIR${name === 'restore' ? ' [--force]' : ''}`);
    process.exitCode = 2;
    return;
  }
  const dir = folderOf(folders[0]!);
  try {
    const config = loadConfig();
    if (name === 'backup') {
      const { manifest } = await backup({ config, dir, now: () => clockFromEnv(process.env).now() });
      console.log(`backed up into ${dir}: ${describeBackup(manifest)}`);
    } else {
      const { manifest } = await restore({ config, dir, force });
      console.log(`restored from ${dir} into ${describeDatabase(config.database)}: ${describeBackup(manifest)}`);
    }
  } catch (error) {
    // A mistake in the folder or the settings is one line; anything else is a bug, with its stack.
    if (error instanceof BackupError || (error instanceof Error && error.message.startsWith('Invalid environment'))) {
      console.error(`${name}: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}

/**
 * The password from standard input, never from the command line (where `ps` and the shell's history
 * would keep it): typed at a terminal without echo, or the first line piped in (a secret store's output).
 */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) {
      text += String(chunk);
      if (text.includes('\n')) break;
    }
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write('Password (not shown): ');
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolvePassword, reject) => {
    let typed = '';
    const onData = (key: string) => {
      for (const character of key) {
        if (character === '\r' || character === '\n' || character === '\u0004') {
          finish();
          resolvePassword(typed);
          return;
        }
        if (character === '\u0003') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += character;
      }
    };
    function finish() {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    }
    input.on('data', onData);
  });
}

/** What a command that writes says when the database is behind the code's migrations; null when it is not. */
async function migrationsBehind(db: Parameters<typeof pendingMigrations>[0]): Promise<string | null> {
  const pending = await pendingMigrations(db);
  return pending.length > 0 ? `The database is ${pending.length} migration${pending.length === 1 ? '' : 's'} behind: run \`platform migrate\` first.` : null;
}

/** `create-admin --email ADDRESS`: the first administrator of a deployment without DEMO_WORLD (every studio role). */
async function createAdminCommand(): Promise<void> {
  const emailAt = rest.indexOf('--email');
  const email = emailAt >= 0 ? rest[emailAt + 1] : rest.find((arg) => arg.startsWith('--email='))?.slice('--email='.length);
  const unknown = rest.filter((arg, index) => !(arg === '--email' || arg.startsWith('--email=') || (emailAt >= 0 && index === emailAt + 1)));
  if (!email || unknown.length > 0) {
    console.error(unknown.length > 0 ? `create-admin: unknown argument ${unknown[0]} (the password is read from standard input)` : 'usage: create-admin --email ADDRESS (the password is read from standard input)');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    const behind = await migrationsBehind(database.db);
    if (behind) throw new AccountRefused(behind);
    const password = await readPassword();
    const account = await createFirstAdmin(database.db, { email, password }, () => clockFromEnv(process.env).now());
    console.log(`create-admin: ${account.email} is an administrator, with every studio role. Sign in to the studio with it.`);
  } catch (error) {
    // A refusal is one plain line; anything else is a bug, with its stack (never the password: it is in no message).
    console.error(error instanceof AccountRefused ? `create-admin: ${error.message}` : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/**
 * Prints the edge's signing secret: EDGE_SIGNING_SECRET when the deployment sets it, else the one derived
 * from SESSION_SECRET (or, outside production, the database's generated root) as the platform derives it.
 */
async function edgeSecretCommand(): Promise<void> {
  const config = loadConfig();
  // A configured secret needs no key ring (nor, in development, the database).
  if (config.media?.edgeSigningSecret) {
    console.log(config.media.edgeSigningSecret);
    return;
  }
  const now = () => clockFromEnv(process.env).now();
  if (config.sessionSecret) {
    console.log(edgeSigningSecrets(createKeyRing({ current: Buffer.from(config.sessionSecret, 'utf8'), now }))[0]);
    return;
  }
  // Development: the root generated into the database at the platform's first start.
  const database = createDatabase(config.database);
  try {
    const keys = await loadKeyRing(database.db, { production: config.production }, now);
    console.log(edgeSigningSecrets(keys)[0]);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/** `end-all-sessions`: every fan and member of staff signed out at their next request, on every instance (identity/sessions.ts). */
async function endAllSessionsCommand(): Promise<void> {
  if (rest.length > 0) {
    console.error(`end-all-sessions: unknown argument ${rest[0]}`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    const behind = await migrationsBehind(database.db);
    if (behind) {
      console.error(`end-all-sessions: ${behind}`);
      process.exitCode = 1;
      return;
    }
    const ended = await endEverySession(database.db, clockFromEnv(process.env).now());
    console.log(`end-all-sessions: ${ended} sign-in${ended === 1 ? '' : 's'} ended; everyone signs in again at their next request.`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (command === 'migrate' || command === 'seed') await databaseCommand(command);
else if (command === 'create-admin') await createAdminCommand();
else if (command === 'end-all-sessions') await endAllSessionsCommand();
else if (command === 'edge-secret') await edgeSecretCommand();
else if (command === 'serve') await serveCommand();
else if (command === 'backup' || command === 'restore') await backupCommand(command);
else {
  console.error(usage);
  process.exitCode = 2;
}
