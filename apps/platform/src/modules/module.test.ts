import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MatchesService } from './matches/service';
import { type Infrastructure, type PlatformModule, registerModules } from './module';

// Modules made for the test read nothing of the infrastructure.
const infrastructure = {} as Infrastructure;
const matches = { label: 'the matches service' } as unknown as MatchesService;

const giver: PlatformModule<never, 'matches'> = {
  name: 'matches',
  needs: [],
  async register(app) {
    app.get('/matches', async () => ({ ok: true }));
    return { matches };
  },
};

describe('registerModules', () => {
  it('should hand what a module gives to the modules listed after it', async () => {
    const app = Fastify();
    let received: MatchesService | undefined;
    const taker: PlatformModule<'matches'> = {
      name: 'live',
      needs: ['matches'],
      async register(_app, deps) {
        received = deps.matches;
      },
    };
    const provided = await registerModules(app, infrastructure, [giver, taker]);
    expect(received).toBe(matches);
    expect(provided).toEqual({ matches });
    expect((await app.inject({ method: 'GET', url: '/matches' })).statusCode).toBe(200);
    await app.close();
  });

  describe('given a list (a role) with a module before the one it needs', () => {
    it('should refuse to start, naming the module and what it needs, before registering it', async () => {
      const app = Fastify();
      let registered = false;
      const taker: PlatformModule<'matches'> = {
        name: 'live',
        needs: ['matches'],
        async register() {
          registered = true;
        },
      };
      await expect(registerModules(app, infrastructure, [taker, giver])).rejects.toThrow(
        'The live module needs matches, which no module listed before it gives',
      );
      expect(registered).toBe(false);
      await app.close();
    });
  });

  describe('given two modules that give the same thing', () => {
    it('should refuse to start rather than let the second replace the first', async () => {
      const app = Fastify();
      const again = { ...giver, name: 'matches-again', async register() { return { matches }; } };
      await expect(registerModules(app, infrastructure, [giver, again])).rejects.toThrow(
        'The matches-again module gives matches, which the matches module already gives',
      );
      await app.close();
    });
  });
});

/** Every source file under `src/` that is not a test: path relative to `src/`, with forward slashes. */
function sourceFiles(): { path: string; text: string }[] {
  const root = join(import.meta.dirname, '..');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(path) && !path.split(sep).includes('testing'))
    .map((path) => ({ path: relative(root, join(root, path)).split(sep).join('/'), text: readFileSync(join(root, path), 'utf8') }));
}

/** constructor → the files that call it, for every `create…Repo(` call that is not its own declaration. */
export function repositoryBuilds(files: readonly { path: string; text: string }[]): Map<string, string[]> {
  const builds = new Map<string, string[]>();
  for (const file of files) {
    for (const call of file.text.matchAll(/(?<!function\s)\b(create\w*Repo)\(/g)) {
      builds.set(call[1]!, [...(builds.get(call[1]!) ?? []), file.path]);
    }
  }
  return builds;
}

/**
 * app.ts stays a short list (issue 27): the infrastructure is built once in infra/build.ts, each module
 * registers itself, each repository is built once by the module that owns it and handed through
 * (`Provided`), and REDIS_URL is opened in one place.
 */
describe("the app's shape", () => {
  const files = sourceFiles();

  it('should keep app.ts under 150 lines', () => {
    const lines = readFileSync(join(import.meta.dirname, '..', 'app.ts'), 'utf8').trimEnd().split('\n').length;
    expect(lines, 'app.ts is for the app itself: infrastructure goes to infra/build.ts, modules register themselves').toBeLessThan(150);
  });

  it('should build each repository once, in one place', () => {
    const twice = [...repositoryBuilds(files)].filter(([, paths]) => paths.length > 1).map(([name, paths]) => `${name}: ${paths.join(', ')}`);
    expect(twice, 'hand the owner module\'s repository through Provided instead').toEqual([]);
  });

  it('should find a repository built a second time', () => {
    const builds = repositoryBuilds([
      { path: 'modules/teams/repo.ts', text: 'export function createTeamsRepo(db: Kysely<DB>) {}' },
      { path: 'modules/teams/module.ts', text: 'const teamsRepo = createTeamsRepo(database.db);' },
      { path: 'modules/streamer/module.ts', text: 'teams: createTeamsRepo(db).listTeams,' },
    ]);
    expect(builds.get('createTeamsRepo')).toEqual(['modules/teams/module.ts', 'modules/streamer/module.ts']);
  });

  it('should open Redis connections in one place', () => {
    const opening = (pattern: RegExp) => files.filter((file) => pattern.test(file.text)).map((file) => file.path);
    expect(opening(/\bnew Redis\(/)).toEqual(['infra/redis/connections.ts']);
    expect(opening(/\bcreateRedisConnections\(/)).toEqual(['infra/build.ts', 'infra/redis/connections.ts']);
  });
});
