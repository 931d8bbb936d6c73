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
