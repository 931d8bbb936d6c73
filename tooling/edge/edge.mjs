// The edge, run here: Debian's nginx with deploy/nginx/edge.mjs's fragments, in a throwaway prefix, in
// front of a platform and a site that are already running (the benches' and the journeys'). Two servers,
// as a club's CDN has them: the site's address (its pages cached, its players' /media checked and cached)
// and the platform's (its /media checked and cached, the rest to the api). Plain Node, no dependencies.
//
//   const edge = await startEdge({ platform: 'http://127.0.0.1:4100', site: 'http://127.0.0.1:3100',
//                                  secret, port: 8400 });   // or no port: two free ones
//   edge.site, edge.platform      // where to send the crowd
//   edge.upstreamRequests()       // what reached an origin: one entry per request the cache passed on
//   await edge.stop();
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheZones, mediaLocations, siteLocations } from '../../deploy/nginx/edge.mjs';
import { isPortFree } from '../scripts/lib/processes.mjs';

const hostPort = (url) => {
  const { hostname, port, protocol } = new URL(url);
  if (protocol !== 'http:') throw new Error(`edge: the origin ${url} must be http://`);
  return `${hostname}:${port || 80}`;
};

/**
 * The configuration for `prefix`, one worker: upstreams named as in the cluster (platform_api and
 * platform_live, both the platform; club, the site), the caches, the site server on `port` (when there
 * is a `site`) and the platform server on `port + 1`.
 */
function edgeConfig({ prefix, platform, site, secret, port, floorDir }) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${prefix}/temp/${name};`);
  const floor = floorDir
    ? `\n    # The static floor page (../shared/bench/floor), served by the same edge for the crowd bench.\n    location /_floor/ {\n      alias ${floorDir}/;\n    }\n`
    : '';
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
worker_rlimit_nofile 16384;
events {
  worker_connections 8192;
}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
${temp.join('\n')}
  keepalive_requests 100000;
  server_tokens off;
${indent(cacheZones({ cacheDir: `${prefix}/cache` }), '  ')}
  access_log ${prefix}/upstream.log edge_upstream;
  log_subrequest on;
  upstream platform_api {
    server ${hostPort(platform)};
    keepalive 64;
  }
  upstream platform_live {
    server ${hostPort(platform)};
    keepalive 64;
  }
${site ? siteServer({ site, secret, port, floor }) : ''}  server {
    listen 127.0.0.1:${port + 1};
${indent(mediaLocations({ apiUpstream: 'platform_api', liveUpstream: 'platform_live', secret }), '    ')}
  }
}
`;
}

/** The site's upstream and server: its pages, its players' /media, and the floor page when asked for. */
function siteServer({ site, secret, port, floor }) {
  return `  upstream club {
    server ${hostPort(site)};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
${indent(siteLocations({ upstream: 'club', apiUpstream: 'platform_api', liveUpstream: 'platform_live', secret }), '    ')}${floor}
  }
`;
}

function indent(text, by) {
  return text
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');
}

/**
 * Two free neighbouring ports below Linux's ephemeral range (32768 and up), where no outgoing connection
 * of a busy machine can be holding one (a test that took the port after its site's kernel-given one lost
 * it that way: nginx's bind() failed after its five tries).
 */
async function freePortPair() {
  for (let tries = 0; tries < 200; tries += 1) {
    const port = 20000 + 2 * Math.floor(Math.random() * 6000);
    if ((await isPortFree(port, '127.0.0.1')) && (await isPortFree(port + 1, '127.0.0.1'))) return port;
  }
  throw new Error('edge: no two free neighbouring ports between 20000 and 32000');
}

/**
 * Starts nginx (`nginx` on PATH, or NGINX_BIN) with the edge's configuration and waits until both servers
 * answer. `secret`: the platform's edge signing secret (EDGE_SIGNING_SECRET, or `tsx src/cli.ts
 * edge-secret` in apps/platform). Rejects with nginx's own error when it will not start. Without a
 * `port`, it takes two free ones (below the ephemeral range) and tries another pair if one is taken
 * before nginx binds it.
 */
export async function startEdge({ port, ...options }) {
  if (port !== undefined) return startEdgeOn({ ...options, port });
  for (let tries = 1; ; tries += 1) {
    try {
      return await startEdgeOn({ ...options, port: await freePortPair() });
    } catch (error) {
      if (tries >= 3 || !/Address already in use/.test(String(error))) throw error;
    }
  }
}

async function startEdgeOn({ platform, site, secret, port, floorDir }) {
  const prefix = mkdtempSync(join(tmpdir(), 'edge-'));
  for (const dir of ['cache', 'temp']) mkdirSync(join(prefix, dir));
  // Run as root (a container), nginx's workers are `nobody`: they write the cache and the temp files.
  if (process.getuid?.() === 0) {
    chmodSync(prefix, 0o711);
    for (const dir of ['cache', 'temp']) chownSync(join(prefix, dir), 65534, 65534);
  }
  // The secret is in the file: only this user reads it.
  writeFileSync(join(prefix, 'nginx.conf'), edgeConfig({ prefix, platform, site, secret, port, floorDir }), { mode: 0o600 });
  const child = spawn(process.env.NGINX_BIN ?? 'nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A caller that exits without stopping it leaves no nginx behind.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const origins = { ...(site ? { site: `http://127.0.0.1:${port}` } : {}), platform: `http://127.0.0.1:${port + 1}` };
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const errorLog = () => {
    try {
      return readFileSync(join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  // nginx writes its pid file once it has bound its ports: until then (or if another process holds
  // them, when it exits) nothing is ours to send requests to.
  const pidFile = join(prefix, 'nginx.pid');
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const reason = `${stderr}${errorLog()}`.trim();
      await stop();
      throw new Error(`edge: nginx did not start: ${reason || `exit ${child.exitCode ?? child.signalCode}`}`);
    }
    let written = '';
    try {
      written = readFileSync(pidFile, 'utf8').trim();
    } catch {
      // not yet
    }
    if (written === String(child.pid)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    ...origins,
    /**
     * Every request the edge passed to an origin since it started (misses, expired entries, background
     * renewals, uncached requests): `{ uri, status, cache }`, from the access log, which nginx writes
     * unbuffered as each request ends.
     */
    upstreamRequests() {
      let text;
      try {
        text = readFileSync(join(prefix, 'upstream.log'), 'utf8');
      } catch {
        return [];
      }
      const entries = [];
      for (const line of text.split('\n')) {
        const match = /^(\S+) (\d+) (\S+) "([^"]*)" "([^"]*)" (\S+)$/.exec(line);
        if (!match || match[4] === '-' || match[4] === '') continue;
        entries.push({ status: Number(match[2]), cache: match[3], uri: match[5] });
      }
      return entries;
    },
    stop,
  };
}
