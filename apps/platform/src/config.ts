import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where the data lives: the embedded SQLite file by default, Postgres when DATABASE_URL says so. */
export type DatabaseLocation =
  | { kind: 'sqlite'; filename: string }
  | { kind: 'postgres'; connectionString: string };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseLocation;
  logLevel: LogLevel;
  /** Generated image sources and resized renditions; absent → `.data/image-cache` in the package. */
  imageCacheDir?: string;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  IMAGE_CACHE_DIR: z.string().optional(),
});

/**
 * The package directory (the one holding this app's package.json), found by walking up from this module,
 * so the default database lands in the same place whether this runs from `src/` under tsx or bundled
 * into `dist/main.js`, and whatever the working directory is.
 */
export function packageRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const defaultSqliteFile = (): string => join(packageRoot(), '.data', 'platform.sqlite');
export const defaultImageCacheDir = (): string => join(packageRoot(), '.data', 'image-cache');

/**
 * DATABASE_URL: absent → the embedded SQLite file under `.data/`; `postgres://` or `postgresql://` →
 * Postgres; `file:/abs/path.sqlite`, a plain path (relative to the working directory) or `:memory:` →
 * SQLite there.
 */
export function parseDatabaseUrl(url: string | undefined, cwd: string = process.cwd()): DatabaseLocation {
  const value = url?.trim();
  if (!value) return { kind: 'sqlite', filename: defaultSqliteFile() };
  if (/^postgres(ql)?:\/\//i.test(value)) return { kind: 'postgres', connectionString: value };
  if (value === ':memory:') return { kind: 'sqlite', filename: ':memory:' };
  if (/^file:/i.test(value)) {
    const path = value.startsWith('file://') ? fileURLToPath(value) : value.slice('file:'.length);
    if (!path) throw new Error('DATABASE_URL "file:" needs a path, e.g. file:/var/lib/platform.sqlite');
    return { kind: 'sqlite', filename: isAbsolute(path) ? path : resolve(cwd, path) };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    throw new Error('DATABASE_URL must be postgres://…, file:/path.sqlite or a file path');
  }
  return { kind: 'sqlite', filename: isAbsolute(value) ? value : resolve(cwd, value) };
}

/** Reads the platform's settings from the environment; throws one readable error for every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means 'not set', as a shell user would expect from `PORT= pnpm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return {
    port: parsed.data.PORT,
    host: parsed.data.HOST,
    database: parseDatabaseUrl(parsed.data.DATABASE_URL),
    logLevel: parsed.data.LOG_LEVEL,
    imageCacheDir: parsed.data.IMAGE_CACHE_DIR ? resolve(parsed.data.IMAGE_CACHE_DIR) : defaultImageCacheDir(),
  };
}

/** A description of the database safe to log: never the password. */
export function describeDatabase(location: DatabaseLocation): string {
  if (location.kind === 'sqlite') return `sqlite ${location.filename}`;
  try {
    const url = new URL(location.connectionString);
    return `postgres ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'postgres';
  }
}
