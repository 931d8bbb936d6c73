// What with-postgres.mjs (a throwaway server for the tests) and the cluster (tooling/cluster) share to
// start Debian's PostgreSQL: where its server binaries are, the system user it runs as under root and
// how a data directory is made. Each runs the binaries its own way (pg_ctl through runuser or su there,
// setpriv and a supervised `postgres` here). Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The folder of Debian's PostgreSQL server binaries holding every one of `needs`: the first on PATH, else
 * the newest major under /usr/lib/postgresql.
 */
export function findPostgresBin(needs) {
  const hasAll = (dir) => needs.every((name) => existsSync(join(dir, name)));
  const onPath = (process.env.PATH ?? '').split(delimiter).find((dir) => dir && hasAll(dir));
  if (onPath) return onPath;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return majors.map((major) => join(base, major, 'bin')).find(hasAll);
}

/**
 * The system user the server runs as when this process is root (initdb and postgres refuse root), made
 * when missing; undefined otherwise.
 */
export function postgresSystemUser() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return undefined;
  const name = 'postgres';
  if (spawnSync('id', ['-u', name], { stdio: 'ignore' }).status !== 0) {
    const made = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name], {
      stdio: 'inherit',
    });
    if (made.status !== 0) throw new Error(`could not create the system user '${name}' (useradd failed)`);
  }
  const id = (flag) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  return { name, uid: id('-u'), gid: id('-g') };
}

/** initdb's arguments for a data directory: superuser `postgres`, trust authentication, UTF-8, C locale, no fsync. */
export function initdbArgs(dataDir) {
  return ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '-N'];
}
