#!/usr/bin/env node
// `pnpm cluster up | status [--json] | kill NAME | start NAME | down [--clean]`: the production topology of
// deploy/topology.json as local processes (issue 29): PostgreSQL, Redis and an S3-protocol server started
// for it, the platform's roles (api-1, api-2, worker, live) and the three site servers, nginx in front on
// the usual ports. Every process is started detached, its output in its own log file, so `up` returns and
// the cluster keeps running; the run directory (.cluster/, or CLUSTER_DIR) keeps the pids, ports, data and
// logs that the other commands read. CLUSTER_PORT_OFFSET moves every port. Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, chownSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { findPostgresBin, initdbArgs, postgresSystemUser } from '../scripts/lib/postgres.mjs';
import { colours, isPortFree, runStep } from '../scripts/lib/processes.mjs';
import { composeNginxConfig, composeNginxFile, nginxConfig } from './nginx.mjs';
import { planCluster } from './plan.mjs';
import { loadTopology, portOffset, root } from './topology.mjs';

const usage = 'usage: pnpm cluster up [--no-build] | status [--json] | kill NAME | start NAME | down [--clean] | compose-conf';
const runDir = resolve(root, process.env.CLUSTER_DIR || '.cluster');
const stateFile = join(runDir, 'state.json');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const fail = (message) => {
  console.error(colours.red(`✖ ${message}`));
  process.exit(1);
};

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'up') await up({ build: !rest.includes('--no-build') });
  else if (command === 'status') await status({ json: rest.includes('--json') });
  else if (command === 'kill' && rest[0]) killOne(rest[0]);
  else if (command === 'start' && rest[0]) await startOne(rest[0]);
  else if (command === 'down') await down({ clean: rest.includes('--clean') });
  // The same proxy for compose.yaml's containers, written from deploy/topology.json (nginx.test.mjs checks it).
  else if (command === 'compose-conf') {
    writeFileSync(composeNginxFile, composeNginxConfig({ topology: loadTopology(0) }));
    console.log(`wrote ${composeNginxFile}`);
  }
  else fail(usage);
} catch (error) {
  fail(error.message);
}

// ---------------------------------------------------------------------------------------------------

function readState() {
  if (!existsSync(stateFile)) return undefined;
  return JSON.parse(readFileSync(stateFile, 'utf8'));
}

/** The state holds every process's environment, the edge's signing secret among it: this user's only. */
function writeState(state) {
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  chmodSync(stateFile, 0o600);
}

/**
 * True while the process started as `pid` runs: it exists, is not a zombie, and still leads the process
 * group it was started in (a pid the system gave to another program since would not).
 */
function isRunning(pid) {
  if (!pid) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] !== 'Z' && Number(fields[2]) === pid;
  } catch {
    return false;
  }
}

/** True when something accepts connections on 127.0.0.1:port. */
function isListening(port) {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1_000);
    const finish = (result) => {
      socket.destroy();
      done(result);
    };
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.once('timeout', () => finish(false));
  });
}

function spawnProcess(item) {
  mkdirSync(item.cwd, { recursive: true });
  const log = openSync(item.log, 'a');
  const child = spawn(item.cmd, item.args, {
    cwd: item.cwd,
    env: { ...process.env, ...item.env },
    stdio: ['ignore', log, log],
    // Its own process group: `kill` and `down` reach what it started (the site servers' workers, ffmpeg).
    detached: true,
  });
  closeSync(log);
  child.unref();
  return new Promise((done, reject) => {
    child.once('error', (error) => reject(new Error(`${item.name}: ${item.cmd} could not start: ${error.message}`)));
    child.once('spawn', () => done(child.pid));
  });
}

/** Waits until the process answers (its URL below 500, or its ports accept connections); false if it died. */
async function waitReady(item, pid, timeoutMs = 180_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (!isRunning(pid)) return false;
    if (item.ready.http) {
      try {
        const response = await fetch(item.ready.http, { signal: AbortSignal.timeout(2_000) });
        if (response.status < 500) return true;
      } catch {
        // not listening yet
      }
    } else if ((await Promise.all((item.ports ?? [item.port]).map(isListening))).every(Boolean)) {
      return true;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

function logTail(item, lines = 20) {
  if (!existsSync(item.log)) return '';
  return readFileSync(item.log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

async function startAndWait(item, state) {
  const pid = await spawnProcess(item);
  state.processes[item.name] = { ...item, pid };
  writeState(state);
  if (!(await waitReady(item, pid))) {
    throw new Error(`${item.name} did not become ready (log: ${item.log})\n${logTail(item)}`);
  }
  return pid;
}

/** Sends `signal` to the process group of each, waits for them to end (SIGKILL after `graceMs`). */
async function stopProcesses(items, graceMs = 15_000) {
  const running = items.filter((item) => isRunning(item.pid));
  for (const item of running) {
    try {
      process.kill(-item.pid, item.stopSignal ?? 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = performance.now() + graceMs;
  while (running.some((item) => isRunning(item.pid)) && performance.now() < deadline) {
    await new Promise((done) => setTimeout(done, 100));
  }
  for (const item of running.filter((entry) => isRunning(entry.pid))) {
    try {
      process.kill(-item.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** A PostgreSQL data directory in the run directory, made once (trust authentication, loopback only). */
function initDatabase(bin, user) {
  const dir = join(runDir, 'postgres');
  const data = join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (user) {
    // The database's user must reach its folder: a run directory made private (mkdtemp's 0700) is opened.
    chmodSync(runDir, 0o755);
    chownSync(dir, user.uid, user.gid);
  }
  if (existsSync(join(data, 'PG_VERSION'))) return;
  const initdb = join(bin, 'initdb');
  const args = initdbArgs(data);
  const result = user
    ? spawnSync('setpriv', [`--reuid=${user.name}`, `--regid=${user.name}`, '--init-groups', '--', initdb, ...args], { encoding: 'utf8' })
    : spawnSync(initdb, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`initdb failed: ${`${result.stdout}${result.stderr}`.trim()}`);
}

async function up({ build }) {
  const existing = readState();
  if (existing && Object.values(existing.processes).some((item) => isRunning(item.pid))) {
    fail(`A cluster is already running from ${runDir} (pnpm cluster status); stop it first: pnpm cluster down`);
  }
  const offset = portOffset();
  const topology = loadTopology(offset);
  const host = process.env.HOST || '127.0.0.1';
  const bin = findPostgresBin(['initdb', 'postgres']);
  if (!bin) fail('no PostgreSQL server binaries (initdb, postgres): apt-get install -y postgresql');
  for (const [binary, pkg] of [['/usr/sbin/nginx', 'nginx-core'], ['/usr/bin/redis-server', 'redis-server']]) {
    if (!existsSync(binary)) fail(`${binary} is missing: apt-get install -y ${pkg}`);
  }
  const user = postgresSystemUser();
  if (process.env.CLOCK_NOW) {
    // eslint-disable-next-line no-restricted-syntax -- the one moment the launcher reads the system time, to share it (as serve.mjs)
    process.env.CLOCK_SET_AT ??= new Date().toISOString();
  }
  // The edge's signing secret, one for the proxy and every platform instance: the shell's
  // EDGE_SIGNING_SECRET, or a new one for this cluster (kept in its state, so `start NAME` reuses it).
  const edgeSecret = process.env.EDGE_SIGNING_SECRET || randomBytes(32).toString('base64url');
  const plan = planCluster({ topology, runDir, host, edgeSecret, postgresBin: bin, postgresUser: user?.name });
  const ports = plan.flatMap((item) => (item.ports ?? [item.port]).map((port) => ({ name: item.name, port })));
  for (const { name, port } of ports) {
    if (!(await isPortFree(port))) {
      fail(`Port ${port} (${name}) is already in use. Stop what runs there, or move the cluster: CLUSTER_PORT_OFFSET=10 pnpm cluster up`);
    }
  }

  if (build) {
    console.log('\n▸ Building (only what changed)');
    const built = await runStep('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@app/*', '--output-logs=errors-only'], { cwd: root });
    if (built.code !== 0) process.exit(built.code);
  }

  for (const dir of ['logs', 'nginx', 'redis', 's3', 'data']) mkdirSync(join(runDir, dir), { recursive: true });
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache']) mkdirSync(join(runDir, 'nginx', kind), { recursive: true });
  // The secret is in the file: only this user reads it.
  const nginxFile = join(runDir, 'nginx', 'nginx.conf');
  writeFileSync(nginxFile, nginxConfig({ topology, runDir, host, secret: edgeSecret, runAsRoot: isRoot }));
  chmodSync(nginxFile, 0o600);
  initDatabase(bin, user);

  const state = { offset, host, dir: runDir, processes: {} };
  writeState(state);
  const byName = (name) => plan.find((item) => item.name === name);
  const stopStarted = () => stopProcesses(Object.values(state.processes).reverse(), 5_000);
  try {
    console.log(`\n▸ Starting the engines ${colours.dim(`(logs in ${join(runDir, 'logs')})`)}`);
    await Promise.all(['postgres', 'redis', 's3'].map((name) => startAndWait(byName(name), state)));

    console.log('▸ Migrating the database (platform migrate)');
    const migrateLog = join(runDir, 'logs', 'migrate.log');
    const platform = plan.find((item) => item.roles?.includes('worker'));
    const log = openSync(migrateLog, 'a');
    const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'migrate'], {
      cwd: join(root, 'apps/platform'),
      env: { ...process.env, ...platform.env },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    if (migrated.status !== 0) throw new Error(`platform migrate failed (log: ${migrateLog})\n${readFileSync(migrateLog, 'utf8').slice(-2_000)}`);

    const platformRoles = plan.filter((item) => item.roles);
    console.log(`▸ Starting the platform: ${platformRoles.map((item) => item.name).join(', ')}`);
    // The worker seeds the demo world (MIGRATE_ON_START=0) before the others serve it.
    const [first, ...others] = platformRoles;
    await startAndWait(first, state);
    await Promise.all(others.map((item) => startAndWait(item, state)));

    console.log('▸ Starting the proxy (nginx) and the sites');
    await startAndWait(byName('proxy'), state);
    await Promise.all(plan.filter((item) => item.kind === 'service' && !item.roles).map((item) => startAndWait(item, state)));
  } catch (error) {
    await stopStarted();
    throw error;
  }

  const url = (name) => colours.cyan(`http://localhost:${topology.proxy[name]}`);
  console.log(`
${colours.bold('The cluster is running')} ${colours.dim(`(${runDir})`)}

  Club site       ${url('club')}
  Streaming site  ${url('streamer')}
  Studio          ${url('studio')}
  Platform        ${url('platform')}

  ${plan.map((item) => `${item.name} ${colours.dim(`:${item.port}`)}`).join('  ')}

  ${colours.dim('pnpm cluster status · pnpm cluster kill NAME · pnpm cluster start NAME · pnpm cluster down')}
`);
}

async function status({ json }) {
  const state = readState();
  const rows = await Promise.all(
    Object.values(state?.processes ?? {}).map(async (item) => {
      const running = isRunning(item.pid);
      const ports = item.ports ?? [item.port];
      const alive = running && (await Promise.all(ports.map(isListening))).every(Boolean);
      return { name: item.name, kind: item.kind, pid: running ? item.pid : null, port: item.port, ...(item.ports ? { ports } : {}), alive, log: item.log };
    }),
  );
  if (json) {
    console.log(JSON.stringify({ dir: runDir, offset: state?.offset ?? null, processes: rows }, null, 2));
    return;
  }
  if (rows.length === 0) {
    console.log(`No cluster in ${runDir}: pnpm cluster up`);
    return;
  }
  for (const row of rows) {
    const mark = row.alive ? colours.green('●') : colours.red('○');
    console.log(`${mark} ${row.name.padEnd(10)} ${String(row.pid ?? '-').padStart(7)}  :${(row.ports ?? [row.port]).join(',')}`);
  }
}

function processNamed(state, name) {
  const item = state?.processes[name];
  if (!item) {
    throw new Error(`No process named '${name}' in the cluster${state ? ` (${Object.keys(state.processes).join(', ')})` : ': pnpm cluster up'}`);
  }
  return item;
}

/** SIGKILL, without notice: the process and what it started end at once, as in a crash. */
function killOne(name) {
  const item = processNamed(readState(), name);
  if (!isRunning(item.pid)) {
    console.log(`${name} is not running`);
    return;
  }
  process.kill(-item.pid, 'SIGKILL');
  console.log(`${name} (pid ${item.pid}) killed`);
}

async function startOne(name) {
  const state = readState();
  const item = processNamed(state, name);
  if (isRunning(item.pid)) {
    console.log(`${name} is already running (pid ${item.pid})`);
    return;
  }
  const pid = await startAndWait(item, state);
  console.log(`${name} started (pid ${pid}) on :${item.port}`);
}

async function down({ clean }) {
  const state = readState();
  if (state) {
    const items = Object.values(state.processes);
    const tier = (test) => items.filter(test);
    // Front to back: the proxy and the sites, then the platform, then the engines it was using.
    await stopProcesses(tier((item) => item.kind === 'proxy' || (item.kind === 'service' && !item.roles)));
    await stopProcesses(tier((item) => item.roles));
    await stopProcesses(tier((item) => item.kind === 'engine'));
    const left = items.filter((item) => isRunning(item.pid));
    if (left.length > 0) fail(`still running: ${left.map((item) => `${item.name} (pid ${item.pid})`).join(', ')}`);
    rmSync(stateFile, { force: true });
    console.log(`The cluster is stopped${clean ? '' : ` (data and logs kept in ${runDir})`}`);
  } else {
    console.log(`No cluster in ${runDir}`);
  }
  if (clean) rmSync(runDir, { recursive: true, force: true });
}
