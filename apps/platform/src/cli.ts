import { resolve } from 'node:path';
import { clockFromEnv } from '@club/clock';
import { describeDatabase, loadConfig } from './config';
import { backup, describeBackup, restore } from './infra/backup/backup';
import { BackupError } from './infra/backup/manifest';
import { createDatabase } from './infra/db/database';
import { migrate, seed } from './prepare-database';

// `pnpm db:migrate` and `pnpm db:seed`: what every start does, by hand, against DATABASE_URL.
// `pnpm backup DIR` and `pnpm restore DIR [--force]` (at the repository's root): infra/backup.
const usage = 'usage: tsx src/cli.ts migrate | seed | backup DIR | restore DIR [--force]';
const [command, ...rest] = process.argv.slice(2);

async function databaseCommand(name: 'migrate' | 'seed'): Promise<void> {
  const log = { info: (data: object, message: string) => console.log(`${message} ${JSON.stringify(data)}`) };
  const config = loadConfig();
  const database = createDatabase(config.database);
  console.log(`${name}: ${describeDatabase(config.database)}`);
  try {
    await migrate(database, log);
    if (name === 'seed') await seed(database, log, undefined, { demoWorld: config.demoWorld ?? true });
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
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

if (command === 'migrate' || command === 'seed') await databaseCommand(command);
else if (command === 'backup' || command === 'restore') await backupCommand(command);
else {
  console.error(usage);
  process.exitCode = 2;
}
