// The cluster's load balancer, which is also the edge: one nginx configuration generated from the topology
// (topology.mjs), so the proxy's ports, upstreams and routes are never written down twice. Each public port
// of `topology.proxy` is a server; its routes come from serverLocations(), the one place a server's
// `location` blocks are made, out of the edge's fragments (deploy/nginx/edge.mjs, issues 30 and 32): the
// sites' public pages cached as their Cache-Control says, /media checked against its signed link before
// the media cache, on the sites' ports and the platform's alike. compose.conf is the same configuration.
import { join } from 'node:path';
import { cacheZones, mediaLocations, secretFromEnvironment, siteLocations } from '../../deploy/nginx/edge.mjs';
import { root, upstreams } from './topology.mjs';

/**
 * What nginx does when an instance is lost (a crash, `pnpm cluster kill api-1`): a request it could not
 * connect to, or whose connection broke before the answer's headers, goes to the next instance of the
 * upstream; nginx never resends a request that is not idempotent (no `non_idempotent`), so a purchase or an
 * upload chunk is never made twice. The lost instance is left out for `fail_timeout` after one failure,
 * then tried again with one request.
 */
const failover = [
  'proxy_next_upstream error timeout http_502 http_503 http_504;',
  'proxy_next_upstream_tries 3;',
  'proxy_next_upstream_timeout 10s;',
  'proxy_connect_timeout 2s;',
];

/**
 * The sites whose pages the edge keeps (issue 32: a public page is the same bytes for every fan). The
 * studio's pages are staff's own (`private, no-store`) and it plays no media: passed on as they are.
 */
const cachedSites = new Set(['club', 'streamer']);

/**
 * The `location` blocks of the server for `proxyName` (a key of topology.proxy), as lines of text. The
 * platform's: /media checked and cached (/media/live/ from the live role, the origin of the live
 * manifests and segments, infra/roles/roles.ts), every other route to the api role. A cached site's: its
 * pages through the page cache and its players' /media as on the platform's port. `secret`: the edge's
 * signing secret (EDGE_SIGNING_SECRET, the platform's too), or edge.mjs's secretFromEnvironment.
 */
export function serverLocations(proxyName, groups, { secret }) {
  const media = { apiUpstream: 'platform_api', liveUpstream: groups.has('platform_live') ? 'platform_live' : 'platform_api', secret };
  if (proxyName === 'platform') return lines(mediaLocations(media));
  if (!groups.has(proxyName)) throw new Error(`deploy/topology.json: no service has the upstream '${proxyName}' the proxy's port names`);
  if (cachedSites.has(proxyName)) return lines(siteLocations({ upstream: proxyName, ...media }));
  return ['location / {', `  proxy_pass http://${proxyName};`, '}'];
}

const lines = (text) => text.trimEnd().split('\n');

const indent = (lines, depth) => lines.map((line) => (line ? `${'  '.repeat(depth)}${line}` : line));

/**
 * nginx.conf for the cluster: every path under `runDir` (pid, logs, temporary files, the edge's caches in
 * nginx/cache), listening on `host`, checking media links with `secret` (the platform's
 * EDGE_SIGNING_SECRET). `user` is set when the cluster runs as root (CI containers): the workers then keep
 * root's access to the run directory instead of nobody's.
 */
export function nginxConfig({ topology, runDir, secret, host = '127.0.0.1', runAsRoot = false }) {
  const dir = join(runDir, 'nginx');
  const logs = join(runDir, 'logs');
  const listenHost = host.includes(':') ? `[${host}]` : host;
  return render({
    topology,
    secret,
    cacheDir: join(dir, 'cache'),
    head: [...(runAsRoot ? ['user root root;'] : []), 'worker_processes 1;', `pid ${join(dir, 'nginx.pid')};`, `error_log ${join(logs, 'nginx-error.log')} warn;`],
    logging: [
      `access_log ${join(logs, 'nginx-access.log')} cluster;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(dir, kind)};`),
    ],
    address: (service) => `127.0.0.1:${service.port}`,
    listen: (port) => `${listenHost}:${port}`,
  });
}

/** Where compose.yaml's proxy reads its configuration from. */
export const composeNginxFile = join(root, 'deploy/nginx/compose.conf');

/** The port each app's container listens on (deploy/platform.Dockerfile, deploy/site.Dockerfile). */
export const containerPorts = { platform: 4000, club: 3000, streamer: 3000, studio: 3000 };

/**
 * deploy/nginx/compose.conf: the same proxy in front of compose.yaml's containers, each service reached by
 * its compose name on its container's port, logs to the container's output, the caches in the image's
 * /var/cache/nginx, and the signing secret left for the image to fill in from EDGE_SIGNING_SECRET as it
 * starts (compose.yaml mounts the file as a template). `pnpm cluster compose-conf` writes it;
 * nginx.test.mjs fails when the committed file is not what this makes.
 */
export function composeNginxConfig({ topology }) {
  return render({
    topology,
    secret: secretFromEnvironment,
    cacheDir: '/var/cache/nginx',
    head: ['worker_processes auto;', 'error_log /dev/stderr warn;'],
    logging: ['access_log /dev/stdout cluster;'],
    address: (service) => `${service.name}:${containerPorts[service.app]}`,
    listen: (port) => String(port),
  });
}

function render({ topology, secret, cacheDir, head, logging, address, listen }) {
  const groups = upstreams(topology);
  const upstreamBlocks = [...groups].flatMap(([name, services]) => [
    `upstream ${name} {`,
    ...services.map((service) => `  server ${address(service)} max_fails=1 fail_timeout=1s;`),
    '  keepalive 32;',
    '}',
    '',
  ]);
  const servers = Object.entries(topology.proxy).flatMap(([name, port]) => [
    `# ${name}`,
    'server {',
    `  listen ${listen(port)};`,
    ...indent(serverLocations(name, groups, { secret }), 1),
    '}',
    '',
  ]);
  return [
    '# Generated by tooling/cluster from deploy/topology.json: edit those, not this file.',
    ...head,
    'events { worker_connections 4096; }',
    'http {',
    ...indent(
      [
        ...cacheZones({ cacheDir }).trimEnd().split('\n'),
        // A signed media link opens its asset to whoever holds it until it expires: logged as its path
        // alone, as the platform keeps tokens out of its logs. How the cache answered, last.
        "map $arg_md5 $logged_request { '' $request_uri; default $uri; }",
        "log_format cluster '$time_iso8601 $request_method $logged_request $status $upstream_addr $upstream_status ${request_time}s $upstream_cache_status';",
        ...logging,
        'server_tokens off;',
        '',
        // For a location that sets no header of its own (the studio's); the edge's set the same.
        'proxy_http_version 1.1;',
        'proxy_set_header Host $http_host;',
        'proxy_set_header Upgrade $http_upgrade;',
        'proxy_set_header Connection $edge_connection;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        // Live match streams (SSE) stay open; the platform sends X-Accel-Buffering: no, so nginx passes
        // each event on as it comes.
        'proxy_read_timeout 1h;',
        ...failover,
        '',
        ...upstreamBlocks,
        ...servers,
      ],
      1,
    ),
    '}',
    '',
  ].join('\n');
}
