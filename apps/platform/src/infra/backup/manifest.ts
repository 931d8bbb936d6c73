import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * `backup.json`, the manifest a backup folder is known by: written last, so a folder without one is an
 * unfinished backup, and restore refuses it. Every file the backup holds is listed with its size and
 * SHA-256, and restore checks them all before it touches the database or the media.
 */
export const manifestName = 'backup.json';
export const manifestFormat = 'club-platform-backup';

/** A path inside the backup folder: '/'-separated, relative, never climbing out of it. */
const relativePath = z
  .string()
  .min(1)
  .refine((path) => !path.startsWith('/') && !path.includes('\\') && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), 'not a path inside the backup');

const fileSchema = z.object({ path: relativePath, bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(manifestFormat),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  platformVersion: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** The database file (SQLite's own backup) or archive (`pg_dump -Fc`). */
    file: relativePath,
    /** The migrations the database had applied, in order. */
    migrations: z.array(z.string()),
  }),
  media: z.object({
    /** Where the media store was: MEDIA_DIR, or an S3 bucket (then MEDIA_DIR's own files are kept too). */
    store: z.enum(['disk', 's3']),
    /** Files from MEDIA_DIR (studio uploads, Club TV uploads and captions, renditions), under `media/dir/`. */
    dirFiles: z.number().int().min(0),
    /** Objects from the S3 bucket, under `media/bucket/` (none with the disk store). */
    bucketObjects: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
  files: z.array(fileSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = z.infer<typeof fileSchema>;

export const mediaDirFolder = 'media/dir';
export const mediaBucketFolder = 'media/bucket';

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A mistake in the backup folder or the request, told in one line (the CLI prints the message and exits 1). */
export class BackupError extends Error {}

/** Reads and checks a folder's manifest; a folder without a valid one is refused in one line. */
export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(join(dir, manifestName), 'utf8').catch(() => undefined);
  if (text === undefined) throw new BackupError(`${dir} is not a backup: it has no ${manifestName}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${join(dir, manifestName)} is not valid JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(`${join(dir, manifestName)} is not a backup manifest: ${issue?.path.join('.') || 'manifest'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Checks every listed file's size and checksum; the first that differs is named. */
export async function verifyFiles(dir: string, manifest: Manifest): Promise<void> {
  for (const file of manifest.files) {
    const path = join(dir, ...file.path.split('/'));
    const sum = await sha256Of(path).catch(() => undefined);
    if (sum === undefined) throw new BackupError(`${file.path} is missing from the backup`);
    if (sum !== file.sha256) throw new BackupError(`${file.path} does not match its checksum in ${manifestName}: the backup is damaged`);
  }
}
