import {
  apiErrorSchema,
  loansResponseSchema,
  playerResponseSchema,
  teamResponseSchema,
  teamsResponseSchema,
} from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';
import { squads } from './content';

describe.each(testDialects)('teams routes on $dialect', ({ dialect }) => {
  const platform = suiteTestApp(dialect);

  describe('GET /api/teams', () => {
    it('should answer the four teams of SPEC 3 with every flag, cacheable for a minute', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/teams' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const { data } = teamsResponseSchema.parse(response.json());
      expect(data.map((team) => [team.slug, team.name])).toEqual([
        ['first-team', 'First Team'],
        ['u21', 'U21s'],
        ['u18', 'U18s'],
        ['women', 'Women'],
      ]);
      for (const team of data) {
        expect(Object.keys(team)).toEqual(
          expect.arrayContaining([
            'id',
            'name',
            'slug',
            'showOnMatches',
            'showOnTeams',
            'externalTeamPage',
            'externalMatchPage',
            'isSingleGroup',
            'displayPositionOnCard',
            'isMiniCard',
            'childFriendly',
          ]),
        );
      }
      expect(data.find((team) => team.slug === 'first-team')?.showTeamOverview).toBe(true);
      expect(data.find((team) => team.slug === 'u21')).not.toHaveProperty('showTeamOverview');
    });
  });

  describe('GET /api/teams/{team}', () => {
    it('should answer the team and its whole squad, goalkeepers first, then by shirt number', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/teams/first-team' });

      expect(response.statusCode).toBe(200);
      const { data } = teamResponseSchema.parse(response.json());
      expect(data.name).toBe('First Team');
      expect(data.squad).toHaveLength(squads.get('first-team')?.length ?? -1);
      expect(data.squad[0]?.position).toBe('Goalkeeper');
      const order = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'];
      const keys = data.squad.map((p) => order.indexOf(p.position) * 100 + p.shirtNumber);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
      expect(data.squad.every((player) => player.team === 'first-team')).toBe(true);
    });

    it('should answer 404 as JSON for an unknown team', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/teams/reserves' });

      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe("There is no team 'reserves'.");
    });

    it('should answer 400 with details for a team that is not a slug', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/teams/First%20Team' });

      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).details?.[0]?.path).toBe('params.team');
    });
  });

  describe('GET /api/teams/{team}/players/{player}', () => {
    it('should answer a profile with biography and a row of stats for each season, newest first', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/teams/first-team/players/jordan-kilbride' });

      expect(response.statusCode).toBe(200);
      const { data } = playerResponseSchema.parse(response.json());
      expect(data).toMatchObject({ name: 'Jordan Kilbride', position: 'Forward', shirtNumber: 9, teamName: 'First Team' });
      expect(data.biography).toContain('Jordan Kilbride');
      expect(data.seasons.map((season) => season.season)).toEqual(['2026-27', '2025-26']);
      for (const season of data.seasons) {
        expect(season.starts).toBeLessThanOrEqual(season.appearances);
      }
      expect(data.seasons[0]?.appearances).toBeGreaterThan(0);
    });

    it('should answer 404 for a player of another team or no team', async () => {
      for (const url of ['/api/teams/women/players/jordan-kilbride', '/api/teams/first-team/players/nobody-here']) {
        const response = await platform.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message).toMatch(/There is no player/);
      }
    });
  });

  describe('GET /api/teams/{team}/loans', () => {
    it('should list the players out on loan with the club they are at', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/teams/first-team/loans' });

      expect(response.statusCode).toBe(200);
      const { data } = loansResponseSchema.parse(response.json());
      expect(data.map((player) => [player.slug, player.loan.club])).toEqual([
        ['louis-treloar', 'Harbury Town'],
        ['alfie-crane', 'Saltmarsh Athletic'],
      ]);
    });

    it('should answer an empty list for a team with nobody out on loan, and 404 for an unknown team', async () => {
      expect(loansResponseSchema.parse((await platform.app.inject('/api/teams/u18/loans')).json()).data).toEqual([]);
      expect((await platform.app.inject('/api/teams/nope/loans')).statusCode).toBe(404);
    });
  });
});
