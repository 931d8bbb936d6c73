#!/usr/bin/env node
// `node tooling/scripts/with-postgres.mjs <command…>`: runs the command with TEST_DATABASE_URL pointing
// at a real, throwaway PostgreSQL, so repository tests cover Postgres as well as the embedded SQLite.
//
// - DATABASE_URL or TEST_DATABASE_URL already a postgres:// URL: use it, start nothing.
// - Otherwise start a private cluster from Debian's PostgreSQL binaries (on PATH or under
//   /usr/lib/postgresql/<major>/bin) in a temporary directory, on a free port of 127.0.0.1, with trust
//   authentication; stop it and delete the directory when the command ends, fails or is interrupted.
// - No binaries: with CI=true that is an error; otherwise the command runs without TEST_DATABASE_URL
//   and the Postgres half of the tests is skipped, with a warning.
//
// Exits with the command's exit code. Plain Node, no dependencies (lib/postgres.mjs, shared with the
// cluster, finds the binaries and the system user).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBin, initdbArgs, postgresSystemUser } from './lib/postgres.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node tooling/scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

const isPostgresUrl = (value) => typeof value === 'string' && /^postgres(ql)?:\/\//i.test(value);
const warn = (text) => console.error(`\x1b[33m⚠ with-postgres: ${text}\x1b[0m`);
const isCi = /^(1|true)$/i.test(process.env.CI ?? '');

const given = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find(isPostgresUrl);
if (given) {
  process.exit(await runCommand({ TEST_DATABASE_URL: given }));
}

const bin = findPostgresBin(['initdb', 'pg_ctl']);
if (!bin) {
  const message =
    'no PostgreSQL server binaries (initdb, pg_ctl) on PATH or under /usr/lib/postgresql/*/bin. ' +
    'Install them (Debian: apt-get install -y postgresql) or set TEST_DATABASE_URL=postgres://…';
  if (isCi) {
    console.error(`\x1b[31m✖ with-postgres: ${message}\x1b[0m`);
    process.exit(1);
  }
  warn(`${message}\n  Running without it: the Postgres half of the tests is SKIPPED.`);
  process.exit(await runCommand({}));
}

const cluster = await startCluster(bin);
let exitCode;
try {
  exitCode = await runCommand({ TEST_DATABASE_URL: cluster.url });
} finally {
  cluster.stop();
}
process.exit(exitCode);

// ---------------------------------------------------------------------------------------------------

/** Runs the command with the extra environment; resolves with its exit code (128 + n for a signal). */
function runCommand(extraEnv) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...extraEnv },
    });
    // The terminal sends Ctrl-C to the whole process group, the child included; a SIGTERM sent to this
    // process alone is passed on. Either way we wait for the child before cleaning up.
    const forward = (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    process.on('SIGHUP', forward);
    child.on('error', (error) => {
      console.error(`✖ with-postgres: could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      process.off('SIGHUP', forward);
      const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
      resolve(code ?? 128 + (signalNumbers[signal] ?? 1));
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary as the cluster user; throws with its output when it fails. */
function runAs(user, file, args) {
  let cmd = file;
  let argv = args;
  if (user) {
    const hasRunuser = spawnSync('sh', ['-c', 'command -v runuser'], { stdio: 'ignore' }).status === 0;
    if (hasRunuser) {
      cmd = 'runuser';
      argv = ['-u', user.name, '--', file, ...args];
    } else {
      const quoted = [file, ...args].map((part) => `'${String(part).replaceAll("'", "'\\''")}'`).join(' ');
      cmd = 'su';
      argv = ['-s', '/bin/sh', user.name, '-c', quoted];
    }
  }
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(`${file.split('/').pop()} failed (exit ${result.status ?? result.signal}): ${output}`);
  }
  return result;
}

async function startCluster(binDir) {
  const initdb = join(binDir, 'initdb');
  const pgCtl = join(binDir, 'pg_ctl');
  const dir = mkdtempSync(join(tmpdir(), 'with-postgres-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  let user;
  let started = false;
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      try {
        runAs(user, pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
      } catch (error) {
        warn(`could not stop the cluster cleanly: ${error.message}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Whatever happens from here on (an exception, process.exit, a signal before the command runs), the
  // cluster stops and the directory goes. Signals while the command runs are handled by runCommand.
  process.on('exit', stop);
  const onEarlySignal = (signal) => {
    stop();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  };
  process.once('SIGINT', onEarlySignal);
  process.once('SIGTERM', onEarlySignal);

  try {
    user = postgresSystemUser();
    if (user) chownSync(dir, user.uid, user.gid);
    runAs(user, initdb, initdbArgs(dataDir));

    // The OS hands out a free port; another process could take it before the server binds, so retry.
    let port;
    for (let attempt = 1; !started; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        "-c listen_addresses='127.0.0.1'",
        `-c unix_socket_directories='${dir}'`,
        // A throwaway test database: durability buys nothing and costs time.
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      try {
        runAs(user, pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', options]);
        started = true;
      } catch (error) {
        if (attempt >= 3) {
          const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim() : '';
          throw new Error(`${error.message}\n${log}`, { cause: error });
        }
      }
    }
    process.off('SIGINT', onEarlySignal);
    process.off('SIGTERM', onEarlySignal);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    console.error(`▸ with-postgres: PostgreSQL (${binDir}) on 127.0.0.1:${port}`);
    return { url, stop };
  } catch (error) {
    console.error(`✖ with-postgres: could not start PostgreSQL: ${error.message}`);
    stop();
    process.exit(1);
  }
}
