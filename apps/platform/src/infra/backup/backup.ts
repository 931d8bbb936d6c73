import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { type AppConfig, type DatabaseLocation, describeDatabase, packageRoot } from '../../config';
import { type MediaStore, createDiskStore, createS3Store } from '../../modules/media/store';
import {
  BackupError,
  type Manifest,
  type ManifestFile,
  manifestFormat,
  manifestName,
  mediaBucketFolder,
  mediaDirFolder,
  readManifest,
  sha256Of,
  verifyFiles,
} from './manifest';
import { connectionFor, findPostgresTool, run } from './postgres-tools';
import { jobSchema } from '../jobs/pg-boss-queue';

/**
 * `pnpm backup DIR` and `pnpm restore DIR` (issue 28): the database (SQLite's online backup, or
 * `pg_dump -Fc`) and every byte of media (MEDIA_DIR's files, and the S3 bucket's objects when
 * MEDIA_S3_URL is set) into one folder with a manifest; restore checks the manifest and every checksum
 * before it writes anything. The image cache (IMAGE_CACHE_DIR) is not copied: it is drawn again on request.
 */

/** Kysely's own table of applied migrations (infra/db/migrate.ts uses its default name). */
const migrationTable = 'kysely_migration';
const sqliteFile = 'database/platform.sqlite';
const postgresFile = 'database/platform.pgdump';

// Files a running platform is still writing (an S3 download, a poster being renamed into place).
const unfinished = (key: string) => /\.(tmp|download)$/.test(key);

export interface BackupSummary {
  manifest: Manifest;
  dir: string;
}

async function platformVersion(): Promise<string> {
  const text = await readFile(join(packageRoot(), 'package.json'), 'utf8');
  return (JSON.parse(text) as { version?: string }).version ?? 'unknown';
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/** The migration names a SQLite file has applied (none: a file without the table). */
function sqliteMigrations(filename: string): string[] {
  const db = new SqliteDatabase(filename, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("select name from sqlite_master where type = 'table' and name = ?").get(migrationTable);
    if (!table) return [];
    return (db.prepare(`select name from ${migrationTable} order by name`).all() as { name: string }[]).map((row) => row.name);
  } finally {
    db.close();
  }
}

function sqliteTableCount(filename: string): number {
  if (filename === ':memory:' || !existsSync(filename)) return 0;
  const db = new SqliteDatabase(filename, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select count(*) as count from sqlite_master where type = 'table' and name not like 'sqlite_%'").get() as { count: number }).count;
  } finally {
    db.close();
  }
}

async function withPostgres<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`cannot connect to ${describeDatabase({ kind: 'postgres', connectionString })}: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresMigrations(connectionString: string): Promise<string[]> {
  return withPostgres(connectionString, async (client) => {
    const exists = await client.query<{ found: string | null }>('select to_regclass($1) as found', [migrationTable]);
    if (!exists.rows[0]?.found) return [];
    const rows = await client.query<{ name: string }>(`select name from ${migrationTable} order by name`);
    return rows.rows.map((row) => row.name);
  });
}

async function postgresTableCount(connectionString: string): Promise<number> {
  return withPostgres(connectionString, async (client) => {
    const result = await client.query<{ count: string }>(
      "select count(*) as count from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    return Number(result.rows[0]?.count ?? 0);
  });
}

/** The database into `dir`: its file in the backup and the migrations it had applied. */
async function backupDatabase(location: DatabaseLocation, dir: string): Promise<{ file: string; migrations: string[] }> {
  if (location.kind === 'sqlite') {
    if (location.filename === ':memory:') throw new BackupError('DATABASE_URL is :memory:: there is no database file to back up');
    if (!existsSync(location.filename)) throw new BackupError(`there is no database at ${location.filename}`);
    const target = join(dir, ...sqliteFile.split('/'));
    await mkdir(dirname(target), { recursive: true });
    // SQLite's online backup: a consistent copy page by page, while the platform goes on reading and writing.
    const source = new SqliteDatabase(location.filename, { fileMustExist: true });
    try {
      await source.backup(target);
    } finally {
      source.close();
    }
    return { file: sqliteFile, migrations: sqliteMigrations(target) };
  }
  const migrations = await postgresMigrations(location.connectionString);
  const target = join(dir, ...postgresFile.split('/'));
  await mkdir(dirname(target), { recursive: true });
  const { url, env } = connectionFor(location.connectionString);
  // One transaction's snapshot (pg_dump's own): consistent while the platform runs. The durable jobs'
  // engine (pg-boss's own schema, with tables partitioned by day that pg_restore --clean cannot drop
  // partition by partition) is left out: it is queue state, not the club's data, and the restored
  // platform installs it afresh (`platform migrate`, or its start). Jobs waiting at backup time are not
  // restored.
  await run(
    findPostgresTool('pg_dump'),
    ['--format=custom', '--no-owner', '--no-privileges', `--exclude-schema=${jobSchema}`, `--file=${target}`, `--dbname=${url}`],
    env,
  );
  return { file: postgresFile, migrations };
}

/** Copies every object of `store` under `folder` of the backup; each file listed with its checksum. */
async function backupStore(store: MediaStore, dir: string, folder: string): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const { key } of await store.list()) {
    if (unfinished(key)) continue;
    const path = `${folder}/${key}`;
    const target = join(dir, ...path.split('/'));
    // Gone since the listing (a transcode's working file): nothing to keep.
    if (!(await store.download(key, target))) continue;
    files.push({ path, bytes: (await stat(target)).size, sha256: await sha256Of(target) });
  }
  return files;
}

/** `pnpm backup DIR`: the database and the media into DIR (new or empty), `backup.json` written last. */
export async function backup(options: { config: AppConfig; dir: string; now: () => Date }): Promise<BackupSummary> {
  const { config, dir } = options;
  if (existsSync(join(dir, manifestName))) throw new BackupError(`${dir} already holds a backup: choose a new folder`);
  if (!(await isEmptyFolder(dir))) throw new BackupError(`${dir} is not empty: back up into a new or empty folder`);
  if (config.media?.dir) {
    const inside = relative(resolve(config.media.dir), resolve(dir));
    if (!inside.startsWith('..') && !inside.startsWith('/')) {
      throw new BackupError(`${dir} is inside MEDIA_DIR (${config.media.dir}): each backup would copy the ones before it; choose a folder outside it`);
    }
  }
  await mkdir(dir, { recursive: true });
  const createdAt = options.now().toISOString();

  const database = await backupDatabase(config.database, dir);
  const files: ManifestFile[] = [];
  const databaseFile = join(dir, ...database.file.split('/'));
  files.push({ path: database.file, bytes: (await stat(databaseFile)).size, sha256: await sha256Of(databaseFile) });

  const mediaDir = config.media?.dir;
  const dirFiles = mediaDir ? await backupStore(createDiskStore(mediaDir), dir, mediaDirFolder) : [];
  let bucketFiles: ManifestFile[] = [];
  if (config.media?.s3Url) {
    const bucket = createS3Store(config.media.s3Url);
    try {
      bucketFiles = await backupStore(bucket, dir, mediaBucketFolder);
    } finally {
      bucket.close();
    }
  }
  files.push(...dirFiles, ...bucketFiles);

  const manifest: Manifest = {
    format: manifestFormat,
    formatVersion: 1,
    createdAt,
    platformVersion: await platformVersion(),
    database: { kind: config.database.kind, file: database.file, migrations: database.migrations },
    media: {
      store: config.media?.s3Url ? 's3' : 'disk',
      dirFiles: dirFiles.length,
      bucketObjects: bucketFiles.length,
      bytes: [...dirFiles, ...bucketFiles].reduce((sum, file) => sum + file.bytes, 0),
    },
    files,
  };
  // Last, and whole or not at all: a folder with a manifest is a finished backup.
  const temporary = join(dir, `${manifestName}.tmp`);
  await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temporary, join(dir, manifestName));
  return { manifest, dir };
}

export interface RestoreSummary {
  manifest: Manifest;
  /** The migrations the restored database has applied (as the manifest says, or restore fails). */
  migrations: string[];
}

async function restoreDatabase(location: DatabaseLocation, dir: string, manifest: Manifest): Promise<string[]> {
  const source = join(dir, ...manifest.database.file.split('/'));
  if (location.kind === 'sqlite') {
    const target = location.filename;
    await mkdir(dirname(target), { recursive: true });
    const incoming = `${target}.restoring`;
    await copyFile(source, incoming);
    const check = new SqliteDatabase(incoming, { fileMustExist: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new BackupError(`${manifest.database.file} is not a sound SQLite database: ${String(result)}`);
    } catch (error) {
      check.close();
      await rm(incoming, { force: true });
      throw error;
    }
    check.close();
    // An old write-ahead log would be replayed into the restored file: it goes first.
    await rm(`${target}-wal`, { force: true });
    await rm(`${target}-shm`, { force: true });
    await rename(incoming, target);
    return sqliteMigrations(target);
  }
  const { url, env } = connectionFor(location.connectionString);
  await run(
    findPostgresTool('pg_restore'),
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, source],
    env,
  );
  return postgresMigrations(location.connectionString);
}

/** Puts every file of the backup under `folder` back in `store`. */
async function restoreStore(store: MediaStore, dir: string, folder: string, manifest: Manifest): Promise<void> {
  for (const file of manifest.files) {
    if (!file.path.startsWith(`${folder}/`)) continue;
    await store.putFile(file.path.slice(folder.length + 1), join(dir, ...file.path.split('/')));
  }
}

/**
 * `pnpm restore DIR [--force]`: refuses a folder without a valid manifest, a damaged file, a backup of the
 * other kind of database, and (without `force`) a database that already holds tables; then the database,
 * then the media.
 */
export async function restore(options: { config: AppConfig; dir: string; force: boolean }): Promise<RestoreSummary> {
  const { config, dir, force } = options;
  const manifest = await readManifest(dir);
  await verifyFiles(dir, manifest);
  const location = config.database;
  if (manifest.database.kind !== location.kind) {
    throw new BackupError(`this backup is of a ${manifest.database.kind} database, and DATABASE_URL is a ${location.kind} one: restore it onto ${manifest.database.kind}`);
  }
  if (location.kind === 'sqlite' && location.filename === ':memory:') throw new BackupError('DATABASE_URL is :memory:: there is no database file to restore into');
  const tables = location.kind === 'sqlite' ? sqliteTableCount(location.filename) : await postgresTableCount(location.connectionString);
  if (tables > 0 && !force) {
    throw new BackupError(`the database (${describeDatabase(location)}) already holds ${tables} tables: stop the platform and restore with --force to replace them`);
  }
  if (manifest.media.bucketObjects > 0 && !config.media?.s3Url) {
    throw new BackupError('this backup holds objects of an S3 bucket: set MEDIA_S3_URL to the bucket to restore them into');
  }

  const migrations = await restoreDatabase(location, dir, manifest);
  if (migrations.join('\n') !== manifest.database.migrations.join('\n')) {
    throw new BackupError(`the restored database has ${migrations.length} migrations applied, the backup's manifest ${manifest.database.migrations.length}`);
  }

  if (manifest.media.dirFiles > 0) {
    if (!config.media?.dir) throw new BackupError('MEDIA_DIR is not set: there is nowhere to restore the media files');
    await restoreStore(createDiskStore(config.media.dir), dir, mediaDirFolder, manifest);
  }
  if (manifest.media.bucketObjects > 0 && config.media?.s3Url) {
    const bucket = createS3Store(config.media.s3Url);
    try {
      await restoreStore(bucket, dir, mediaBucketFolder, manifest);
    } finally {
      bucket.close();
    }
  }
  return { manifest, migrations };
}

const sizeWords = (bytes: number): string =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What a backup or restore did, in words for the terminal. */
export function describeBackup(manifest: Manifest): string {
  const { database, media } = manifest;
  const lastMigration = database.migrations.at(-1) ?? 'none';
  return (
    `${database.kind} database (${database.migrations.length} migrations, the last ${lastMigration}); ` +
    `${media.dirFiles} files from MEDIA_DIR and ${media.bucketObjects} objects from the S3 bucket (${sizeWords(media.bytes)}); ` +
    `made ${manifest.createdAt} by platform ${manifest.platformVersion}`
  );
}
