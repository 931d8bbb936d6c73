// What the cluster runs: for every process (the engines, each service of deploy/topology.json, the proxy)
// the command, its environment, the port it listens on and how to tell it is ready. Pure: nothing here
// starts anything (cluster.mjs does), so `pnpm cluster start NAME` starts a process exactly as `up` did.
import { join } from 'node:path';
import { root } from './topology.mjs';

/** The bucket the platform's media store uses on the cluster's S3 server. */
const bucket = 'club-media';

/**
 * Settings of `pnpm cluster up`'s own environment that every process keeps, so a process started again
 * (`pnpm cluster start worker`) runs as it first did: the one clock, what media work is done, logging.
 */
const kept = [
  'CLOCK_NOW',
  'CLOCK_SET_AT',
  'LOG_LEVEL',
  'MEDIA_WARMUP',
  'MEDIA_LADDER',
  'LIVE_CHANNELS',
  'DEMO_LIVE_MATCH',
  'CONCURRENCY_LIMIT',
  'READ_CACHE_SECONDS',
  'PAGE_CACHE_SECONDS',
  'WEB_CONCURRENCY',
  'MAIL_OUTBOX',
];

/** LD_PRELOAD without libfaketime: it clashes with redis-server's allocator (src/testing/redis.ts says more). */
function withoutFaketime(preload) {
  return (preload ?? '')
    .split(/[:\s]+/)
    .filter((library) => library !== '' && !library.includes('faketime'))
    .join(':');
}

/**
 * Every process of the cluster, in the order `up` starts them (engines, the worker that seeds, the other
 * platform roles, the proxy, the sites, which render their first page through it). `edgeSecret`: what
 * the platform signs media links with and the proxy checks them with (nginx.mjs). `postgresUser` is the
 * system user the database runs as when the cluster runs as root (initdb and postgres refuse root).
 */
export function planCluster({ topology, runDir, edgeSecret, host = '127.0.0.1', env = process.env, postgresBin, postgresUser }) {
  const engine = Object.fromEntries(topology.engines.map((item) => [item.name, item.port]));
  for (const name of ['postgres', 'redis', 's3']) {
    if (!engine[name]) throw new Error(`deploy/topology.json: no engine named ${name}`);
  }
  const logs = join(runDir, 'logs');
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const keptEnv = Object.fromEntries(kept.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]));
  const proxyUrl = (name) => `http://localhost:${topology.proxy[name]}`;
  const sitePorts = ['club', 'streamer', 'studio'].map((name) => topology.proxy[name]).filter(Boolean);
  const databaseUrl = `postgres://postgres@127.0.0.1:${engine.postgres}/postgres`;
  const shared = {
    ...keptEnv,
    // The demo world (accounts, vouchers, the live match) on real engines: a development profile, as
    // production refuses DEMO_WORLD=on. An inherited NODE_ENV is dropped (empty is unset to the platform).
    NODE_ENV: '',
    DEMO_WORLD: 'on',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${engine.redis}`,
    MEDIA_S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${engine.s3}/${bucket}?region=eu-west-2`,
    // The links the players put on /media, which the proxy checks before its cache.
    EDGE_SIGNING_SECRET: edgeSecret,
    LOG_LEVEL: keptEnv.LOG_LEVEL ?? 'warn',
  };

  const processes = [];
  const pgData = join(runDir, 'postgres', 'data');
  const postgresArgs = [
    '-D',
    pgData,
    '-p',
    String(engine.postgres),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${join(runDir, 'postgres')}`,
    // Four platform processes with their pools, and the migration.
    '-c',
    'max_connections=200',
    // A local cluster: a crash may lose the last moment's commits, never corrupt the database.
    '-c',
    'synchronous_commit=off',
  ];
  const postgresCmd = join(postgresBin ?? '/usr/lib/postgresql/15/bin', 'postgres');
  processes.push({
    name: 'postgres',
    kind: 'engine',
    port: engine.postgres,
    ...(postgresUser
      ? { cmd: 'setpriv', args: [`--reuid=${postgresUser}`, `--regid=${postgresUser}`, '--init-groups', '--', postgresCmd, ...postgresArgs] }
      : { cmd: postgresCmd, args: postgresArgs }),
    cwd: join(runDir, 'postgres'),
    env: {},
    ready: { tcp: true },
    // Fast shutdown: roll back open transactions, end connections, write a checkpoint.
    stopSignal: 'SIGINT',
  });
  processes.push({
    name: 'redis',
    kind: 'engine',
    port: engine.redis,
    cmd: 'redis-server',
    args: ['--port', String(engine.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', join(runDir, 'redis')],
    cwd: join(runDir, 'redis'),
    env: { LD_PRELOAD: withoutFaketime(env.LD_PRELOAD) },
    ready: { tcp: true },
  });
  processes.push({
    name: 's3',
    kind: 'engine',
    port: engine.s3,
    cmd: process.execPath,
    args: ['--import', 'tsx', 'src/testing/s3-server-cli.ts', '--port', String(engine.s3), '--dir', join(runDir, 's3'), '--bucket', bucket],
    cwd: join(root, 'apps/platform'),
    env: {},
    ready: { tcp: true },
  });

  // The worker first: with MIGRATE_ON_START=0 it is the role that seeds the demo world the others serve.
  const platformServices = topology.services
    .filter((service) => service.app === 'platform')
    .sort((a, b) => Number(b.roles.includes('worker')) - Number(a.roles.includes('worker')));
  // The live role's own address, where a worker (another process) reads the match's recording for goal clips.
  const liveService = platformServices.find((service) => service.roles.includes('live'));
  for (const service of platformServices) {
    const data = join(runDir, 'data', service.name);
    const readsRecording = liveService && service.roles.includes('worker') && !service.roles.includes('live');
    processes.push({
      name: service.name,
      kind: 'service',
      port: service.port,
      roles: service.roles,
      cmd: process.execPath,
      args: ['dist/main.js'],
      cwd: join(root, 'apps/platform'),
      env: {
        ...shared,
        PORT: String(service.port),
        HOST: host,
        PLATFORM_ROLES: service.roles.join(','),
        // `platform migrate` ran once before any instance (cluster.mjs).
        MIGRATE_ON_START: '0',
        // Each instance its own disk, as on separate machines: every byte another instance needs goes
        // through the store (MEDIA_S3_URL), never through a shared folder.
        MEDIA_DIR: join(data, 'media'),
        IMAGE_CACHE_DIR: join(data, 'image-cache'),
        // As `npm start`: every catalogue item's renditions made in the background (the worker's job).
        MEDIA_WARMUP: keptEnv.MEDIA_WARMUP ?? '1',
        // Browsers reach the platform and the sites through the proxy.
        PLATFORM_PUBLIC_URL: proxyUrl('platform'),
        SITE_ORIGINS: sitePorts.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]).join(','),
        ...(readsRecording ? { LIVE_ORIGIN_URL: `http://${reachable}:${liveService.port}` } : {}),
      },
      ready: { http: `http://${reachable}:${service.port}/api/ready` },
    });
  }

  processes.push({
    name: 'proxy',
    kind: 'proxy',
    port: Object.values(topology.proxy)[0],
    ports: Object.values(topology.proxy),
    cmd: '/usr/sbin/nginx',
    args: ['-p', join(runDir, 'nginx'), '-c', join(runDir, 'nginx', 'nginx.conf'), '-g', 'daemon off;'],
    cwd: join(runDir, 'nginx'),
    env: {},
    ready: { tcp: true },
    // Graceful: finish the requests in flight, then stop.
    stopSignal: 'SIGQUIT',
  });

  for (const service of topology.services.filter((item) => item.app !== 'platform')) {
    processes.push({
      name: service.name,
      kind: 'service',
      port: service.port,
      cmd: process.execPath,
      args: ['dist/server/server.js'],
      cwd: join(root, 'apps', service.app),
      env: {
        ...keptEnv,
        PORT: String(service.port),
        HOST: host,
        // Through the proxy, as a deployment's sites reach the platform's load balancer.
        PLATFORM_URL: `http://127.0.0.1:${topology.proxy.platform}`,
        LOG_LEVEL: shared.LOG_LEVEL,
      },
      ready: { http: `http://${reachable}:${service.port}/` },
    });
  }
  for (const item of processes) item.log = join(logs, `${item.name}.log`);
  return processes;
}
