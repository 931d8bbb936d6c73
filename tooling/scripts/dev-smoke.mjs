#!/usr/bin/env node
// `npm test`'s dev smoke (issue 27): every command the README gives for working on one part serves a
// page. Starts `pnpm dev:club`, `pnpm dev:streamer`, `pnpm dev:studio` (each with its own platform in watch
// mode, as a developer runs them) one after another and `pnpm storybook` beside them, asks each for a page
// and checks what came back, then stops the whole process tree and checks that nothing of it is left
// running and its ports are free.
//
// Own ports (4290, 3290-3292, 6290; DEV_SMOKE_PORT_OFFSET moves them), clear of the journeys' and the
// bench's (not 4190: fetch refuses the ports on the Fetch standard's bad-port list, 'bad port'); a throwaway database and media folder, so a developer's `.data/` is never touched; no live
// channels. Readiness is polled, never slept for: DEV_SMOKE_TIMEOUT_SECONDS bounds each start (420).
// A failing command prints its last lines of output. `node tooling/scripts/dev-smoke.mjs dev:club`
// runs only the commands named. Plain Node, no dependencies.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { colours, isPortFree } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const club = JSON.parse(readFileSync(join(root, 'packages/club-config/club.json'), 'utf8'));
const offset = Number(process.env.DEV_SMOKE_PORT_OFFSET ?? 0);
const ports = {
  platform: 4290 + offset,
  club: 3290 + offset,
  streamer: 3291 + offset,
  studio: 3292 + offset,
  storybook: 6290 + offset,
};
// Beyond the launcher's own 300 s for the platform, so a slow start is reported as the launcher's.
const startTimeoutMs = Number(process.env.DEV_SMOKE_TIMEOUT_SECONDS ?? 420) * 1000;
const stopTimeoutMs = 20_000;

const scratch = mkdtempSync(join(tmpdir(), 'dev-smoke-'));
const env = {
  PLATFORM_PORT: String(ports.platform),
  CLUB_PORT: String(ports.club),
  STREAMER_PORT: String(ports.streamer),
  STUDIO_PORT: String(ports.studio),
  DATABASE_URL: `file:${join(scratch, 'platform.sqlite')}`,
  MEDIA_DIR: join(scratch, 'media'),
  IMAGE_CACHE_DIR: join(scratch, 'image-cache'),
  LIVE_CHANNELS: '0',
  MEDIA_WARMUP: '0',
  LOG_LEVEL: 'warn',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

class SmokeFailure extends Error {}
const expect = (condition, message) => {
  if (!condition) throw new SmokeFailure(message);
};

async function get(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000), headers: { accept: 'text/html,*/*' } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

/** The stylesheets a server-rendered page links, each fetched: all must answer 200 with CSS. */
async function checkStylesheets(base, html, theme) {
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&'))
    .filter(Boolean);
  expect(hrefs.some((href) => href.includes(theme)), `the page links no ${theme} stylesheet (${hrefs.length} links)`);
  for (let index = 0; index < hrefs.length; index += 8) {
    await Promise.all(
      hrefs.slice(index, index + 8).map(async (href) => {
        const sheet = await get(new URL(href, base));
        expect(sheet.status === 200 && sheet.type.startsWith('text/css'), `${href} answered ${sheet.status} ${sheet.type}`);
        if (href.includes(theme)) expect(sheet.body.includes(':root'), `${href} holds no theme variables`);
      }),
    );
  }
  return hrefs.length;
}

const allCommands = [
  {
    command: 'dev:club',
    ports: [ports.platform, ports.club],
    ready: `http://127.0.0.1:${ports.club}/_health`,
    async check() {
      const base = `http://127.0.0.1:${ports.club}`;
      const page = await get(`${base}/`);
      expect(page.status === 200, `GET / answered ${page.status}`);
      expect(page.body.includes(`<title>${club.name} | Official Website</title>`), 'the home page has not the club title');
      expect(/<h1\b[^>]*id="home-title"/.test(page.body), 'the home page was not rendered on the server (no heading)');
      const sheets = await checkStylesheets(base, page.body, 'themes/club.css.ts');
      // A route of the app's render entry, not a page (the feeds).
      const robots = await get(`${base}/robots.txt`);
      expect(robots.status === 200 && robots.body.includes('Sitemap:'), `GET /robots.txt answered ${robots.status}`);
      return `home rendered with ${sheets} stylesheets, robots.txt`;
    },
  },
  {
    command: 'dev:streamer',
    ports: [ports.platform, ports.streamer],
    ready: `http://127.0.0.1:${ports.streamer}/_health`,
    async check() {
      const base = `http://127.0.0.1:${ports.streamer}`;
      const page = await get(`${base}/`);
      expect(page.status === 200, `GET / answered ${page.status}`);
      expect(page.body.includes(`<title>`) && page.body.includes(club.streaming.siteName), 'the home page does not name the streaming site');
      expect(/<main\b/.test(page.body), 'the home page was not rendered on the server (no main)');
      const sheets = await checkStylesheets(base, page.body, 'themes/streamer.css.ts');
      return `home rendered with ${sheets} stylesheets`;
    },
  },
  {
    command: 'dev:studio',
    ports: [ports.platform, ports.studio],
    ready: `http://127.0.0.1:${ports.studio}/_health`,
    async check() {
      const base = `http://127.0.0.1:${ports.studio}`;
      const page = await get(`${base}/sign-in`);
      expect(page.status === 200, `GET /sign-in answered ${page.status}`);
      expect(/<title>Sign in \| [^<]+<\/title>/.test(page.body), 'the sign-in page has not its title');
      const scripts = [...page.body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
      expect(scripts.some((src) => src.includes('entry-client')), 'the sign-in page loads no client entry');
      const entry = await get(new URL(scripts.find((src) => src.includes('entry-client')), base));
      expect(entry.status === 200 && /javascript/.test(entry.type), `the client entry answered ${entry.status}`);
      return 'sign-in rendered, its client entry served';
    },
  },
  {
    command: 'storybook',
    ports: [ports.storybook],
    args: ['--port', String(ports.storybook), '--exact-port', '--host', '127.0.0.1', '--ci'],
    ready: `http://127.0.0.1:${ports.storybook}/index.json`,
    async check() {
      const base = `http://127.0.0.1:${ports.storybook}`;
      const index = JSON.parse((await get(`${base}/index.json`)).body);
      const stories = Object.values(index.entries ?? {}).filter((entry) => entry.type === 'story');
      const story = stories.find((entry) => entry.id === 'actions-button--all-states') ?? stories[0];
      expect(story, 'Storybook indexed no stories');
      const frame = await get(`${base}/iframe.html?id=${story.id}&viewMode=story`);
      expect(frame.status === 200 && frame.body.includes('id="storybook-root"'), `the story's iframe answered ${frame.status}`);
      // The story's own module, as the iframe imports it: compiled by Storybook's Vite.
      const module = await get(new URL(story.importPath.replace(/^\.\//, '/'), base));
      expect(module.status === 200 && /javascript/.test(module.type), `${story.importPath} answered ${module.status}`);
      return `${stories.length} stories indexed, ${story.id} served`;
    },
  },
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !allCommands.some(({ command }) => command === name));
if (unknown.length > 0) {
  console.error(`usage: node tooling/scripts/dev-smoke.mjs [${allCommands.map(({ command }) => command).join(' ')}] (not ${unknown.join(', ')})`);
  process.exit(1);
}
const commands = only.length === 0 ? allCommands : allCommands.filter(({ command }) => only.includes(command));

/**
 * [pid, parent, group] of every process: from /proc on Linux (Debian's container has no `ps`), else
 * from `ps` (macOS).
 */
function processTable() {
  if (!existsSync('/proc/self/stat')) {
    return execFileSync('ps', ['-A', '-o', 'pid=,ppid=,pgid='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number));
  }
  const table = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // 'pid (command) state ppid pgrp …': the command may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.push([Number(entry), Number(parent), Number(group)]);
    } catch {
      // ended while being read
    }
  }
  return table;
}

/**
 * The process groups of `pid` and of everything below it, from one listing of the processes. The
 * launchers start each service in a group of its own, and a group outlives the parent that made it, so
 * groups (not parents) are what tell whether anything of a command is still running after its stop.
 */
function processGroupsBelow(pid) {
  const children = new Map();
  const groupOf = new Map();
  for (const [child, parent, group] of processTable()) {
    children.set(parent, [...(children.get(parent) ?? []), child]);
    groupOf.set(child, group);
  }
  const groups = new Set();
  const visit = (parent) => {
    if (groupOf.has(parent)) groups.add(groupOf.get(parent));
    for (const child of children.get(parent) ?? []) visit(child);
  };
  visit(pid);
  return groups;
}

/** Whether any process of the group is still running. */
const groupAlive = (group) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntil(condition, timeoutMs, everyMs = 250) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

async function smoke({ command, args = [], ports: ownPorts, ready, check }) {
  const started = performance.now();
  const output = [];
  // A process group of its own, so the stop reaches pnpm, the launcher and everything they started.
  const child = spawn('pnpm', ['--silent', 'run', command, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output.push(...chunk.toString().split('\n'));
      if (output.length > 400) output.splice(0, output.length - 400);
    });
  }
  let exited = false;
  child.once('exit', () => (exited = true));
  running.add(child);
  // Every group seen while it starts (a service's group may be made and left by a launcher that exits).
  const groups = new Set([child.pid]);
  let listed = 0;
  const listGroups = () => {
    listed = performance.now();
    if (!exited) for (const group of processGroupsBelow(child.pid)) groups.add(group);
  };
  let result;
  try {
    const up = await waitUntil(async () => {
      if (performance.now() - listed > 2_000) listGroups();
      if (exited) return true;
      try {
        return (await fetch(ready, { signal: AbortSignal.timeout(5_000) })).status === 200;
      } catch {
        return false;
      }
    }, startTimeoutMs);
    expect(!exited, `pnpm ${command} exited before it served (exit ${child.exitCode ?? child.signalCode})`);
    expect(up, `pnpm ${command} did not answer ${ready} within ${startTimeoutMs / 1000} s`);
    const readySeconds = (performance.now() - started) / 1000;
    const detail = await check();
    result = { ok: true, detail: `${detail}; up in ${readySeconds.toFixed(1)} s` };
  } catch (error) {
    result = { ok: false, detail: error instanceof SmokeFailure ? error.message : String(error?.stack ?? error) };
  }

  // Stop as Ctrl-C would: the command's group; the launchers pass it on to their services' groups.
  listGroups();
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const stopped = await waitUntil(() => [...groups].every((group) => !groupAlive(group)), stopTimeoutMs);
  running.delete(child);
  if (!stopped) {
    const left = [...groups].filter(groupAlive);
    for (const group of left) signalGroup(group, 'SIGKILL');
    result = { ok: false, detail: `${result.detail}; ${left.length} of its ${groups.size} process groups outlived SIGTERM (${left.join(', ')}), killed` };
  }
  const portsLeft = [];
  for (const port of ownPorts) {
    if (!(await isPortFree(port, '127.0.0.1'))) portsLeft.push(`:${port}`);
  }
  if (portsLeft.length > 0) result = { ok: false, detail: `${result.detail}; still listening after the stop: ${portsLeft.join(', ')}` };
  if (!result.ok) {
    console.error(colours.dim(output.slice(-60).join('\n')));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${result.ok ? colours.green('✔') : colours.red('✖')} pnpm ${command.padEnd(13)} ${result.detail} ${colours.dim(`(${seconds.toFixed(1)} s, ${groups.size} process groups stopped)`)}`);
  return result.ok;
}

const signalGroup = (group, signal) => {
  try {
    process.kill(-group, signal);
  } catch {
    // gone meanwhile
  }
};

// Interrupted (Ctrl-C, a CI timeout): the commands running now stop too, not left behind.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) signalGroup(child.pid, 'SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
    process.exit(1);
  });
}

const busy = [];
for (const [name, port] of Object.entries(ports)) {
  if (!(await isPortFree(port, '127.0.0.1'))) busy.push(`${name} :${port}`);
}
if (busy.length > 0) {
  console.error(colours.red(`✖ ports in use: ${busy.join(', ')} (DEV_SMOKE_PORT_OFFSET moves them)`));
  process.exit(1);
}
// Two at a time, for two cores: the sites one after another (they share the platform's port and
// database, which the first one migrates and seeds), Storybook beside them.
const started = performance.now();
let failures = 0;
const inTurn = async (entries) => {
  for (const entry of entries) if (!(await smoke(entry))) failures += 1;
};
await Promise.all([
  inTurn(commands.filter(({ command }) => command !== 'storybook')),
  inTurn(commands.filter(({ command }) => command === 'storybook')),
]);
rmSync(scratch, { recursive: true, force: true });
console.log(colours.dim(`  ${commands.length} command${commands.length === 1 ? "" : "s"} in ${((performance.now() - started) / 1000).toFixed(1)} s`));
process.exit(failures === 0 ? 0 : 1);
