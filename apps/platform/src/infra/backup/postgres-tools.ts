import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { BackupError } from './manifest';

/**
 * pg_dump and pg_restore: on PATH, else Debian's /usr/lib/postgresql/<major>/bin (the newest major, as
 * tooling/scripts/with-postgres.mjs finds initdb): a newer pg_dump reads an older server, not the reverse.
 */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  const onPath = (env.PATH ?? '').split(delimiter).find((dir) => dir && existsSync(join(dir, name)));
  if (onPath) return join(onPath, name);
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const major of majors) {
    const path = join(root, major, 'bin', name);
    if (existsSync(path)) return path;
  }
  throw new BackupError(`${name} was not found on PATH or under ${root}/*/bin: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`);
}

/**
 * The connection for a child program: the address without its password (which would show in `ps`), the
 * password in PGPASSWORD instead.
 */
export function connectionFor(connectionString: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a program to its end; a failure is one line with the program's last words on stderr. */
export function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.once('error', (error) => reject(new BackupError(`${program} could not start: ${error.message}`)));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else {
        const last = stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${code}`;
        reject(new BackupError(`${program.split('/').at(-1)} failed: ${last}`));
      }
    });
  });
}
