import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { configVariables, loadConfig, packageRoot } from './config';

/**
 * The deployment files (compose.yaml, deploy/) describe the roles of deploy/topology.json, the one
 * description `pnpm cluster` also starts (issue 29): a service renamed, a role moved or a setting the
 * platform no longer reads fails here instead of in a club's first deployment.
 */
const root = join(packageRoot(), '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Topology {
  proxy: Record<string, number>;
  services: { name: string; app: string; roles?: string[]; port: number; upstream?: string }[];
}
interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
}
const topology = JSON.parse(read('deploy/topology.json')) as Topology;
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const nginx = read('deploy/nginx/compose.conf');
const exampleEnv = read('deploy/example.env');

/** `${NAME:?message}` and `${NAME:-default}` as compose reads them from .env, with `values` for the .env. */
function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (values[name] !== undefined) return values[name]!;
    if (kind === '-') return rest ?? '';
    throw new Error(`compose.yaml needs ${name}: ${rest}`);
  });
}
const variablesIn = (text: string) => [...text.matchAll(/\$\{(\w+)/g)].map((match) => match[1]!);

/** What a club puts in .env: realistic values, each of the shape the platform checks. */
const dotEnv: Record<string, string> = {
  SESSION_SECRET: 'k'.repeat(48),
  EDGE_SIGNING_SECRET: 'e'.repeat(64),
  POSTGRES_PASSWORD: 'pg-secret',
  S3_ACCESS_KEY: 'club',
  S3_SECRET_KEY: 'media-secret',
  PLATFORM_PUBLIC_URL: 'https://api.club.example',
  CLUB_SITE_ORIGIN: 'https://www.club.example',
  STREAMER_SITE_ORIGIN: 'https://tv.club.example',
  SITE_ORIGINS: 'https://www.club.example,https://tv.club.example,https://studio.club.example',
  STRIPE_SECRET_KEY: 'sk_live_club',
  STRIPE_WEBHOOK_SECRET: 'whsec_club',
  SMTP_URL: 'smtps://mail:secret@smtp.club.example:465',
  MAIL_FROM: 'Brackwater Blues <noreply@club.example>',
};
const environment = (service: ComposeService) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), dotEnv)]));

const platformServices = topology.services.filter((service) => service.app === 'platform');
const siteServices = topology.services.filter((service) => service.app !== 'platform');

describe('compose.yaml and deploy/topology.json', () => {
  it('should run every service of the topology, each platform instance with its roles', () => {
    for (const service of platformServices) {
      const composed = compose.services[service.name];
      expect(composed, service.name).toBeDefined();
      expect(composed!.build?.dockerfile).toBe('deploy/platform.Dockerfile');
      expect(environment(composed!).PLATFORM_ROLES, service.name).toBe(service.roles!.join(','));
    }
    for (const service of siteServices) {
      expect(compose.services[service.name]?.build?.args?.APP, service.name).toBe(service.app);
    }
  });

  it('should run no platform instance the topology does not name, and migrate once before them', () => {
    const platformLike = Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile === 'deploy/platform.Dockerfile');
    expect(platformLike.map(([name]) => name).sort()).toEqual([...platformServices.map((service) => service.name), 'migrate'].sort());
    expect(compose.services.migrate!.command).toEqual(['node', 'dist/cli.js', 'migrate']);
    for (const service of platformServices) expect(environment(compose.services[service.name]!).MIGRATE_ON_START).toBe('0');
  });

  it("should balance each upstream over exactly the topology's instances, on its public ports", () => {
    const upstreams = new Map<string, string[]>();
    for (const service of topology.services) {
      if (service.upstream) upstreams.set(service.upstream, [...(upstreams.get(service.upstream) ?? []), service.name]);
    }
    for (const [upstream, names] of upstreams) {
      const block = new RegExp(`upstream ${upstream} \\{([^}]*)\\}`).exec(nginx)?.[1];
      expect(block, upstream).toBeDefined();
      expect([...block!.matchAll(/server ([\w-]+):/g)].map((match) => match[1])).toEqual(names);
    }
    const listens = [...nginx.matchAll(/listen (\d+);/g)].map((match) => Number(match[1])).sort();
    expect(listens).toEqual(Object.values(topology.proxy).sort());
    expect(compose.services.proxy!.ports!.sort()).toEqual(Object.values(topology.proxy).map((port) => `${port}:${port}`).sort());
  });

  it("should be a file nginx accepts (Debian's nginx, the services' names as this machine)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-nginx-'));
    try {
      // The compose network's names do not resolve here (nginx -t resolves every upstream server), a
      // container's /dev/stdout is a test runner's socket here, and its /var/cache/nginx is not ours. The
      // image fills in the signing secret from the proxy's environment (compose.yaml) as it starts.
      const proxyEnv = environment(compose.services.proxy!);
      expect(proxyEnv.NGINX_ENVSUBST_FILTER).toBe('EDGE_');
      const local = nginx
        .replace(/server ([\w-]+):(\d+)/g, 'server 127.0.0.1:$2')
        .replace(/\/dev\/std(out|err)/g, join(dir, '$1.log'))
        .replaceAll('/var/cache/nginx/', `${dir}/`)
        .replaceAll('${EDGE_SIGNING_SECRET}', proxyEnv.EDGE_SIGNING_SECRET!);
      writeFileSync(join(dir, 'nginx.conf'), local);
      execFileSync('/usr/sbin/nginx', ['-t', '-q', '-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compose.yaml and the platform', () => {
  it('should set only variables the platform reads', () => {
    for (const service of [...platformServices.map((s) => s.name), 'migrate']) {
      const unknown = Object.keys(compose.services[service]!.environment ?? {}).filter((name) => !configVariables.includes(name));
      expect(unknown, service).toEqual([]);
    }
  });

  it('should start every platform instance in the production profile, with what a crowd needs', () => {
    for (const service of platformServices) {
      const env = environment(compose.services[service.name]!);
      const config = loadConfig(env);
      expect(config.demoWorld, service.name).toBe(false);
      expect(config.database.kind, service.name).toBe('postgres');
      expect(env.REDIS_URL).toMatch(/^redis:\/\/redis:/);
      expect(env.MEDIA_S3_URL).toMatch(/@minio:9000\/club-media$/);
    }
  });

  it("should give the worker the live role's address on the compose network, where it reads the recording for goal clips", () => {
    const live = platformServices.find((service) => service.roles?.includes('live'));
    const liveEnv = environment(compose.services[live!.name]!);
    for (const service of platformServices.filter((item) => item.roles?.includes('worker'))) {
      expect(loadConfig(environment(compose.services[service.name]!)).media?.liveOriginUrl, service.name).toBe(`http://${live!.name}:${liveEnv.PORT}`);
    }
  });

  it('should ask the club for every secret in .env, and name each in deploy/example.env', () => {
    const asked = new Set(variablesIn(read('compose.yaml')));
    const named = new Set([...exampleEnv.matchAll(/^(\w+)=/gm)].map((match) => match[1]!));
    expect([...asked].filter((name) => !named.has(name))).toEqual([]);
    expect([...named].filter((name) => !asked.has(name))).toEqual([]);
    // A secret with a default would start a club with a known value.
    for (const secret of ['SESSION_SECRET', 'EDGE_SIGNING_SECRET', 'POSTGRES_PASSWORD', 'S3_SECRET_KEY', 'STRIPE_SECRET_KEY']) {
      expect(read('compose.yaml')).toMatch(new RegExp(`\\$\\{${secret}:\\?`));
    }
  });
});

describe('the images', () => {
  it('should copy only what the repository holds or the build makes', () => {
    for (const dockerfile of ['deploy/platform.Dockerfile', 'deploy/site.Dockerfile']) {
      const copied = [...read(dockerfile).matchAll(/^COPY --from=build \/app\/(\S+)/gm)].map((match) => match[1]!);
      expect(copied.length, dockerfile).toBeGreaterThan(0);
      for (const path of copied) {
        if (/\bdist\b|node_modules|\$\{APP\}/.test(path)) continue;
        expect(existsSync(join(root, path)), `${dockerfile}: ${path}`).toBe(true);
      }
    }
  });
});
