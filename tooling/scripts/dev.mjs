#!/usr/bin/env node
// `pnpm dev:club` / `pnpm dev:streamer` / `pnpm dev:studio`: one site in development (Vite, hot reload, server rendering)
// with the platform beside it in watch mode. Same ports as `npm start`.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { colours, startService, superviseServices, waitForUrl } from './lib/processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const site = process.argv[2];
const defaultPorts = { club: 3000, streamer: 3001, studio: 3002 };
if (!Object.hasOwn(defaultPorts, site ?? '')) {
  console.error('usage: node tooling/scripts/dev.mjs club|streamer|studio');
  process.exit(1);
}
const platformPort = Number(process.env.PLATFORM_PORT ?? 4000);
const sitePort = Number(process.env[`${site.toUpperCase()}_PORT`] ?? defaultPorts[site]);
const platformUrl = `http://127.0.0.1:${platformPort}`;

// One clock for the platform and the site (issue 12): CLOCK_NOW puts both on another day, in step.
if (process.env.CLOCK_NOW) {
  // eslint-disable-next-line no-restricted-syntax -- the one moment the launcher reads the system time, to share it
  process.env.CLOCK_SET_AT ??= new Date().toISOString();
}

const platform = startService({
  name: 'platform',
  cmd: 'pnpm',
  args: ['--silent', 'run', 'dev'],
  cwd: join(root, 'apps/platform'),
  env: { PORT: String(platformPort) },
  colour: colours.cyan,
});
const children = [platform];
const stopAll = superviseServices(children);
// Generous: a platform that fails exits, and is seen at once; only a hung one waits this out, and a loaded
// machine (npm test's dev step beside other work) may take minutes to compile and seed a fresh one.
const startTimeoutMs = 300_000;
if (!(await waitForUrl(`${platformUrl}/api/health`, { child: platform, timeoutMs: startTimeoutMs }))) {
  console.error(colours.red('✖ The platform did not become healthy.'));
  stopAll(1);
  // stopAll exits once the platform has stopped: starting the site meanwhile would leave it running alone.
  await new Promise(() => {});
}
const siteProcess = startService({
  name: site,
  cmd: 'pnpm',
  args: ['--silent', 'run', 'dev'],
  cwd: join(root, 'apps', site),
  env: { PORT: String(sitePort), PLATFORM_URL: platformUrl },
  colour: colours.green,
});
children.push(siteProcess);
siteProcess.once('exit', (code) => stopAll(code || 1));
if (await waitForUrl(`http://127.0.0.1:${sitePort}/`, { child: siteProcess, timeoutMs: startTimeoutMs })) {
  console.log(`\n  ${site} (dev)  ${colours.cyan(`http://localhost:${sitePort}`)}   platform  ${platformUrl}\n`);
}
