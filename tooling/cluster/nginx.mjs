// The cluster's load balancer: one nginx configuration generated from the topology (topology.mjs), so the
// proxy's ports, upstreams and routes are never written down twice. Each public port of `topology.proxy`
// is a server; its routes come from serverLocations(), the one place a server's `location` blocks are
// made (the edge cache and signed URLs of issues 30 and 32, deploy/nginx/edge.mjs, are to be slotted there:
// the cluster does not run them yet).
import { join } from 'node:path';
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

/** The `location` blocks of the server for `proxyName` (a key of topology.proxy), each as lines of text. */
export function serverLocations(proxyName, groups) {
  const pass = (upstream, lines = []) => [`proxy_pass http://${upstream};`, ...lines];
  if (proxyName === 'platform') {
    const blocks = [];
    // The live role is the origin of the live manifests and segments (infra/roles/roles.ts); the api
    // role serves every other route of the platform.
    if (groups.has('platform_live')) blocks.push(location('/media/live/', pass('platform_live')));
    blocks.push(
      location(
        '/',
        pass('platform_api', [
          // Resumable uploads and image uploads stream to the platform as they arrive; the platform says
          // how large a body may be, not the proxy.
          'client_max_body_size 0;',
          'proxy_request_buffering off;',
        ]),
      ),
    );
    return blocks;
  }
  if (!groups.has(proxyName)) throw new Error(`deploy/topology.json: no service has the upstream '${proxyName}' the proxy's port names`);
  return [location('/', pass(proxyName))];
}

function location(path, lines) {
  return [`location ${path} {`, ...lines.map((line) => `  ${line}`), '}'];
}

const indent = (lines, depth) => lines.map((line) => (line ? `${'  '.repeat(depth)}${line}` : line));

/**
 * nginx.conf for the cluster: every path under `runDir` (pid, logs, temporary files), listening on `host`.
 * `user` is set when the cluster runs as root (CI containers): the workers then keep root's access to the
 * run directory instead of nobody's.
 */
export function nginxConfig({ topology, runDir, host = '127.0.0.1', runAsRoot = false }) {
  const dir = join(runDir, 'nginx');
  const logs = join(runDir, 'logs');
  const listenHost = host.includes(':') ? `[${host}]` : host;
  return render({
    topology,
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
 * its compose name on its container's port, logs to the container's output. `pnpm cluster compose-conf`
 * writes it; nginx.test.mjs fails when the committed file is not what this makes.
 */
export function composeNginxConfig({ topology }) {
  return render({
    topology,
    head: ['worker_processes auto;', 'error_log /dev/stderr warn;'],
    logging: ['access_log /dev/stdout cluster;'],
    address: (service) => `${service.name}:${containerPorts[service.app]}`,
    listen: (port) => String(port),
  });
}

function render({ topology, head, logging, address, listen }) {
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
    ...indent(serverLocations(name, groups).flat(), 1),
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
        "log_format cluster '$time_iso8601 $request_method $request_uri $status $upstream_addr $upstream_status ${request_time}s';",
        ...logging,
        'server_tokens off;',
        '',
        // WebSocket upgrades pass through; every other request keeps its upstream connection alive.
        'map $http_upgrade $connection_upgrade { default upgrade; \'\' \'\'; }',
        'proxy_http_version 1.1;',
        'proxy_set_header Host $http_host;',
        'proxy_set_header Upgrade $http_upgrade;',
        'proxy_set_header Connection $connection_upgrade;',
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
