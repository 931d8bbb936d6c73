// The proxy's configuration as the cluster generates it from deploy/topology.json (nginx.mjs), and the
// plan of processes (plan.mjs): what a change to either must keep. `npm test` runs it before the journey.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { composeNginxConfig, composeNginxFile, nginxConfig } from './nginx.mjs';
import { planCluster } from './plan.mjs';
import { loadTopology, portOffset } from './topology.mjs';

const serverBlock = (config, port) => {
  const start = config.indexOf(`listen 127.0.0.1:${port};`);
  assert.ok(start > 0, `no server listens on ${port}`);
  return config.slice(start, config.indexOf('\n  }\n', start));
};

describe('the cluster proxy (nginx.mjs)', () => {
  const topology = loadTopology(0);
  const config = nginxConfig({ topology, runDir: '/run/cluster' });

  it("should balance the platform's api instances and send /media/live/ to the live role", () => {
    const upstream = /upstream platform_api \{([^}]*)\}/.exec(config)?.[1] ?? '';
    for (const name of ['api-1', 'api-2']) {
      const { port } = topology.services.find((service) => service.name === name);
      assert.match(upstream, new RegExp(`server 127\\.0\\.0\\.1:${port} `));
    }
    const platform = serverBlock(config, topology.proxy.platform);
    assert.match(platform, /location \/media\/live\/ \{\s*proxy_pass http:\/\/platform_live;/);
    assert.match(platform, /location \/ \{\s*proxy_pass http:\/\/platform_api;/);
  });

  it('should serve each site on its public port from its own upstream', () => {
    for (const site of ['club', 'streamer', 'studio']) {
      assert.match(serverBlock(config, topology.proxy[site]), new RegExp(`proxy_pass http://${site};`));
    }
  });

  it('should retry a lost instance on the next one, never resending a request that is not idempotent', () => {
    assert.match(config, /proxy_next_upstream error timeout http_502 http_503 http_504;/);
    assert.doesNotMatch(config, /non_idempotent/);
  });

  it('should move every port by CLUSTER_PORT_OFFSET', () => {
    const moved = loadTopology(portOffset('20'));
    assert.equal(moved.proxy.platform, topology.proxy.platform + 20);
    assert.deepEqual(
      moved.services.map((service) => service.port),
      topology.services.map((service) => service.port + 20),
    );
    assert.deepEqual(
      moved.engines.map((engine) => engine.port),
      topology.engines.map((engine) => engine.port + 20),
    );
    assert.throws(() => portOffset('ten'), /CLUSTER_PORT_OFFSET: "ten" is not a whole number/);
    // 4000 + 2000 is X11's port, which fetch refuses to connect to.
    assert.throws(() => loadTopology(2000), /puts a port on 6000, which fetch and browsers refuse/);
  });
});

describe('the cluster plan (plan.mjs)', () => {
  const topology = loadTopology(0);
  const plan = planCluster({ topology, runDir: '/run/cluster', env: { NODE_ENV: 'production', MEDIA_LADDER: '180p' } });
  const byName = (name) => plan.find((item) => item.name === name);

  it('should run every service of the topology, the engines and the proxy, the worker before the other roles', () => {
    const names = plan.map((item) => item.name);
    for (const name of [...topology.services.map((service) => service.name), 'postgres', 'redis', 's3', 'proxy']) {
      assert.ok(names.includes(name), `${name} is not started`);
    }
    assert.ok(names.indexOf('worker') < names.indexOf('api-1'));
    assert.ok(names.indexOf('proxy') < names.indexOf('club'), 'the sites render their first page through the proxy');
  });

  it('should give each platform instance its roles, the shared engines and a disk of its own', () => {
    const [one, two] = [byName('api-1').env, byName('api-2').env];
    assert.equal(one.PLATFORM_ROLES, 'api');
    assert.equal(byName('live').env.PLATFORM_ROLES, 'live');
    assert.equal(one.MIGRATE_ON_START, '0');
    assert.equal(one.DATABASE_URL, two.DATABASE_URL);
    assert.match(one.DATABASE_URL, /^postgres:\/\//);
    assert.equal(one.REDIS_URL, two.REDIS_URL);
    assert.equal(one.MEDIA_S3_URL, two.MEDIA_S3_URL);
    assert.notEqual(one.MEDIA_DIR, two.MEDIA_DIR);
    // The demo world on real engines: the development profile, whatever the shell says.
    assert.equal(one.NODE_ENV, '');
    assert.equal(one.DEMO_WORLD, 'on');
    assert.equal(one.MEDIA_LADDER, '180p');
  });

  it('should point the sites at the proxy, not at one instance', () => {
    assert.equal(byName('club').env.PLATFORM_URL, `http://127.0.0.1:${topology.proxy.platform}`);
  });
});

describe("compose.yaml's proxy (deploy/nginx/compose.conf)", () => {
  it('should be exactly what the cluster makes from deploy/topology.json (pnpm cluster compose-conf writes it)', () => {
    assert.equal(readFileSync(composeNginxFile, 'utf8'), composeNginxConfig({ topology: loadTopology(0) }));
  });
});
