#!/usr/bin/env node
// The two commands a new user runs, `npm start` and `npm test`, land here. On a machine with only Node
// and npm this brings in the pinned pnpm, the dependencies and the Debian tools (ffmpeg, chromium), then
// hands over to the workspace. Everything it fetches comes from the npm registry or Debian's packages.
// Plain Node, no dependencies: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  fail('usage: node tooling/scripts/bootstrap.mjs start|test');
}

const step = (text) => console.log(`\n▸ ${text}`);

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: process.env, ...options });
  if (result.error) fail(`${cmd} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

// 1. Node itself.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  fail(`Node ${process.versions.node} is too old: install Node 20.19 or newer (22 LTS is fine).`);
}

// 2. pnpm, at exactly the version pinned in package.json. Corepack refuses pnpm here without registry
// signatures, so a private copy is installed with npm into .cache/ and put first on PATH.
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
const pnpmVersion = /^pnpm@([^+]+)/.exec(pinned)?.[1];
if (!pnpmVersion) fail('package.json has no pinned pnpm in "packageManager".');
const pnpmHome = join(root, '.cache', `pnpm-${pnpmVersion}`);
const pnpmBin = join(pnpmHome, 'node_modules', '.bin');
if (!existsSync(join(pnpmBin, 'pnpm'))) {
  step(`Installing pnpm ${pnpmVersion}`);
  const status = run('npm', [
    'install',
    '--prefix',
    pnpmHome,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ]);
  if (status !== 0) fail(`npm could not install pnpm ${pnpmVersion}.`);
}
process.env.PATH = [pnpmBin, join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter);
process.env.COREPACK_ENABLE_STRICT = '0';
process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

// 3. Debian tools: ffmpeg makes the media; chromium runs the browser tests; PostgreSQL's binaries run
// the repository tests against a real Postgres; redis-server runs the tests of the concurrency limit
// shared by several platform instances; nginx the proxy in front of the local cluster. Installed with apt
// when missing and running as root.
const tools = [{ bin: 'ffmpeg', pkg: 'ffmpeg' }];
if (command === 'test') {
  tools.push({ bin: 'chromium', pkg: 'chromium' });
  if (!process.env.DATABASE_URL && !findInitdb()) tools.push({ bin: 'initdb', pkg: 'postgresql' });
  tools.push({ bin: 'redis-server', pkg: 'redis-server' });
  // nginx: the local cluster's load balancer (tooling/cluster), and `nginx -t` checks the deployment's
  // proxy file (deploy.test.ts); where Debian puts it.
  tools.push({ bin: '/usr/sbin/nginx', pkg: 'nginx-core' });
}
const missing = tools.filter((tool) => !has(tool.bin));
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get')) {
    fail(
      `Missing system tools: ${missing.map((t) => t.bin).join(', ')}.\n` +
        `  Install Debian's packages and run again:  sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  step(`Installing Debian packages: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) fail('apt-get update failed.');
  const status = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
  if (status !== 0) fail(`apt-get could not install ${packages.join(' ')}.`);
}

// Debian keeps PostgreSQL's server binaries off PATH, under /usr/lib/postgresql/<major>/bin.
function findInitdb() {
  if (has('initdb')) return true;
  if (!existsSync('/usr/lib/postgresql')) return false;
  return readdirSync('/usr/lib/postgresql').some((major) =>
    existsSync(join('/usr/lib/postgresql', major, 'bin', 'initdb')),
  );
}

// 4. Dependencies, exactly as the lockfile says. A second run finds everything in place in a second.
step('Installing dependencies');
const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
if (run('pnpm', ['install', '--prefer-offline', ...frozen]) !== 0) fail('pnpm install failed.');

// 5. Hand over.
const next = command === 'start' ? ['run', 'serve'] : ['run', 'check'];
process.exit(run('pnpm', next));
