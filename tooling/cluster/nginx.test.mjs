// The proxy's configuration as the cluster generates it from deploy/topology.json (nginx.mjs), and the
// plan of processes (plan.mjs): what a change to either must keep. `npm test` runs it before the journey.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEdge } from '../edge/edge.mjs';
import { composeNginxConfig, composeNginxFile, nginxConfig } from './nginx.mjs';
import { planCluster } from './plan.mjs';
import { loadTopology, portOffset } from './topology.mjs';

const serverBlock = (config, port) => {
  const start = config.indexOf(`listen 127.0.0.1:${port};`);
  assert.ok(start > 0, `no server listens on ${port}`);
  return config.slice(start, config.indexOf('\n  }\n', start));
};

/** The location whose first line starts with `opening` in a server block, up to its closing brace. */
const locationBlock = (server, opening) => {
  const start = server.indexOf(opening);
  assert.ok(start >= 0, `no ${opening}`);
  return server.slice(start, server.indexOf('\n    }', start));
};

const secret = 'cluster-test-edge-signing-secret-0123456789';
const signedLive = 'location ~ "^/media/(?<media_kind>live)/';
const signedVod = 'location ~ "^/media/(?<media_kind>vod)/';

describe('the cluster proxy (nginx.mjs)', () => {
  const topology = loadTopology(0);
  const config = nginxConfig({ topology, runDir: '/run/cluster', secret });

  it("should balance the platform's api instances and send /media/live/ to the live role", () => {
    const upstream = /upstream platform_api \{([^}]*)\}/.exec(config)?.[1] ?? '';
    for (const name of ['api-1', 'api-2']) {
      const { port } = topology.services.find((service) => service.name === name);
      assert.match(upstream, new RegExp(`server 127\\.0\\.0\\.1:${port} `));
    }
    const platform = serverBlock(config, topology.proxy.platform);
    assert.match(locationBlock(platform, signedLive), /proxy_pass http:\/\/platform_live;/);
    assert.match(locationBlock(platform, signedVod), /proxy_pass http:\/\/platform_api;/);
    const api = locationBlock(platform, 'location / {');
    assert.match(api, /proxy_pass http:\/\/platform_api;/);
    // Uploads stream on as they arrive, whatever their size: the platform decides.
    assert.match(api, /client_max_body_size 0;/);
    assert.match(api, /proxy_request_buffering off;/);
    assert.doesNotMatch(api, /proxy_cache /, 'the api is never kept at the edge');
  });

  it('should serve each site on its public port from its own upstream', () => {
    for (const site of ['club', 'streamer', 'studio']) {
      assert.match(serverBlock(config, topology.proxy[site]), new RegExp(`proxy_pass http://${site};`));
    }
  });

  it("should keep the public sites' pages at the edge, by URL, only as their Cache-Control allows; never the studio's", () => {
    for (const site of ['club', 'streamer']) {
      const pages = locationBlock(serverBlock(config, topology.proxy[site]), 'location / {');
      assert.match(pages, new RegExp(`proxy_pass http://${site};`));
      assert.match(pages, /proxy_cache edge_pages;/);
      assert.match(pages, /proxy_cache_key \$scheme\$host\$request_uri:\$edge_page_encoding;/);
      assert.match(pages, /proxy_cache_use_stale updating/);
      assert.doesNotMatch(pages, /^\s*proxy_cache_valid /m, `${site}: kept longer than the site says`);
      // Vary alone is left aside (the key holds the encoding); Cache-Control and Set-Cookie never are.
      assert.deepEqual([...pages.matchAll(/^\s*proxy_ignore_headers (.*);$/gm)].map((match) => match[1]), ['Vary']);
    }
    assert.doesNotMatch(serverBlock(config, topology.proxy.studio), /proxy_cache/);
    assert.match(config, /proxy_cache_path \/run\/cluster\/nginx\/cache\/pages /);
  });

  it("should check a signed link before the cache for /media on the platform's port and on each public site's", () => {
    for (const port of [topology.proxy.platform, topology.proxy.club, topology.proxy.streamer]) {
      for (const opening of [signedVod, signedLive]) {
        const media = locationBlock(serverBlock(config, port), opening);
        assert.ok(media.indexOf('secure_link_md5') < media.indexOf('proxy_cache '), `${port}: the cache before the check`);
        assert.ok(media.includes(`secure_link_md5 "$secure_link_expires:$media_asset ${secret}";`), `${port}: not checked with the secret`);
        assert.match(media, /if \(\$secure_link = ""\) \{\s*return 403;/);
        assert.match(media, /proxy_cache_key \$uri;/);
      }
    }
  });

  it('should pass a WebSocket upgrade on from every location (the concurrency socket, through a site or to the platform)', () => {
    assert.match(config, /map \$http_upgrade \$edge_connection \{\s*default upgrade;/);
    for (const name of ['club', 'streamer', 'platform']) {
      const server = serverBlock(config, topology.proxy[name]);
      const locations = server.split(/\n {4}location /).slice(1);
      assert.ok(locations.length > 0);
      for (const location of locations) {
        assert.match(location, /proxy_set_header Upgrade \$http_upgrade;\s*proxy_set_header Connection \$edge_connection;/, `${name}: ${location.split('\n')[0]}`);
      }
    }
  });

  it("should be a file nginx accepts (Debian's nginx)", () => {
    const runDir = mkdtempSync(join(tmpdir(), 'cluster-nginx-'));
    try {
      for (const dir of ['logs', 'nginx/cache']) mkdirSync(join(runDir, dir), { recursive: true });
      writeFileSync(join(runDir, 'nginx', 'nginx.conf'), nginxConfig({ topology, runDir, secret }));
      execFileSync('/usr/sbin/nginx', ['-t', '-q', '-e', 'stderr', '-p', join(runDir, 'nginx'), '-c', join(runDir, 'nginx', 'nginx.conf')], { stdio: 'pipe' });
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  });

  it('should log a signed media request by its path, never its link', () => {
    assert.match(config, /map \$arg_md5 \$logged_request \{ '' \$request_uri; default \$uri; \}/);
    assert.match(config, /log_format cluster '[^']*\$logged_request /);
    assert.doesNotMatch(/log_format cluster '([^']*)'/.exec(config)?.[1] ?? '', /\$request_uri|\$args|\$query_string/);
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
  const plan = planCluster({ topology, runDir: '/run/cluster', edgeSecret: secret, env: { NODE_ENV: 'production', MEDIA_LADDER: '180p' } });
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
    // The links they sign are the ones the proxy checks.
    for (const service of topology.services.filter((item) => item.app === 'platform')) assert.equal(byName(service.name).env.EDGE_SIGNING_SECRET, secret);
  });

  it("should give the worker the live role's own address, where it reads the match's recording for goal clips", () => {
    assert.equal(byName('worker').env.LIVE_ORIGIN_URL, `http://127.0.0.1:${topology.services.find((service) => service.name === 'live').port}`);
    // The live role reads its own origin; the api role cuts no clips.
    assert.equal(byName('live').env.LIVE_ORIGIN_URL, undefined);
    assert.equal(byName('api-1').env.LIVE_ORIGIN_URL, undefined);
  });

  it('should point the sites at the proxy, not at one instance', () => {
    assert.equal(byName('club').env.PLATFORM_URL, `http://127.0.0.1:${topology.proxy.platform}`);
  });
});

describe("compose.yaml's proxy (deploy/nginx/compose.conf)", () => {
  it('should be exactly what the cluster makes from deploy/topology.json (pnpm cluster compose-conf writes it)', () => {
    assert.equal(readFileSync(composeNginxFile, 'utf8'), composeNginxConfig({ topology: loadTopology(0) }));
  });

  it('should leave the signing secret for the image to fill in from its environment, never hold one', () => {
    const conf = readFileSync(composeNginxFile, 'utf8');
    const checks = [...conf.matchAll(/secure_link_md5 "([^"]*)";/g)].map((match) => match[1]);
    assert.equal(checks.length, 6, 'the vod and live links on the club, streamer and platform ports');
    for (const check of checks) assert.equal(check, '$secure_link_expires:$media_asset ${EDGE_SIGNING_SECRET}');
    // compose.yaml mounts it as the template the image writes nginx.conf from.
    assert.match(readFileSync(join(composeNginxFile, '../../../compose.yaml'), 'utf8'), /compose\.conf:\/etc\/nginx\/templates\/nginx\.conf\.template:ro/);
  });
});

/** A GET with exactly these headers (fetch would add an Accept-Encoding of its own). */
function ask(url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, cache: response.headers['x-cache-status'], body }));
    }).on('error', reject);
  });
}

describe("the edge's page cache in Debian's nginx (deploy/nginx/edge.mjs, run by tooling/edge)", () => {
  /** What the site was asked: path and Accept-Encoding, in order. */
  const asked = [];
  const site = createServer((request, response) => {
    const encoding = request.headers['accept-encoding'] ?? '';
    asked.push({ path: request.url, encoding });
    // A public page as the sites send one; /personal also varies on the cookie.
    response.setHeader('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=30');
    response.setHeader('vary', request.url === '/personal' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    response.end(`asked in "${encoding}"`);
  });
  let edge;
  before(async () => {
    await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${site.address().port}`;
    // Two free ports of its own (the site server's and the platform's).
    edge = await startEdge({ platform: origin, site: origin, secret });
  });
  after(async () => {
    await edge?.stop();
    site.close();
  });
  const fromSite = (path) => asked.filter((entry) => entry.path === path);

  it("should keep one copy of a page per encoding, whatever each browser's Accept-Encoding says, and ask the site in that encoding", async () => {
    const browsers = [
      ['gzip, deflate, br, zstd', 'br'], // Chromium, Firefox
      ['gzip, deflate, br', 'br'], // Safari
      ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['GZIP', 'gzip'],
      [undefined, ''],
      ['identity', ''],
    ];
    const answers = [];
    for (const [acceptEncoding, kept] of browsers) {
      const answer = await ask(`${edge.site}/news`, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
      assert.equal(answer.status, 200);
      assert.equal(answer.body, `asked in "${kept}"`, `${acceptEncoding} was sent the ${answer.body}`);
      answers.push(answer.cache);
    }
    assert.deepEqual(answers, ['MISS', 'HIT', 'HIT', 'MISS', 'HIT', 'HIT', 'MISS', 'HIT']);
    assert.deepEqual(
      fromSite('/news').map((entry) => entry.encoding),
      ['br', 'gzip', ''],
    );
  });

  it('should never keep a page that varies on more than its encoding', async () => {
    for (let time = 0; time < 2; time += 1) {
      const answer = await ask(`${edge.site}/personal`, { 'accept-encoding': 'br', cookie: `fan=${time}` });
      assert.equal(answer.status, 200);
      assert.notEqual(answer.cache, 'HIT');
    }
    assert.equal(fromSite('/personal').length, 2);
  });
});
