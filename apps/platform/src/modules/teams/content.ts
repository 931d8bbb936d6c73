import { playerPositions } from '@club/api-client';
import { z } from 'zod';
import firstTeam from '../../../content/teams/squads/first-team.json' with { type: 'json' };
import u18 from '../../../content/teams/squads/u18.json' with { type: 'json' };
import u21 from '../../../content/teams/squads/u21.json' with { type: 'json' };
import women from '../../../content/teams/squads/women.json' with { type: 'json' };
import teamsFile from '../../../content/teams/teams.json' with { type: 'json' };

/**
 * The editable team data in `apps/platform/content/teams/`, checked when the module loads so a bad edit
 * fails the start (and the tests) with the file and field named, not later with a half-written seed.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected 'YYYY-MM-DD'");
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a slug');
const formation = z.string().regex(/^\d(-\d){1,3}$/, "expected a formation like '4-3-3'");

const teamContentSchema = z.object({
  id: z.number().int().positive(),
  slug,
  name: z.string().min(1),
  showOnMatches: z.boolean(),
  showOnTeams: z.boolean(),
  externalTeamPage: z.string().url().nullable(),
  externalMatchPage: z.string().url().nullable(),
  isSingleGroup: z.boolean(),
  displayPositionOnCard: z.boolean(),
  isMiniCard: z.boolean(),
  childFriendly: z.boolean(),
  showTeamOverview: z.boolean().optional(),
  /** Formations the team lines up in; the seed picks one per match. */
  formations: z.array(formation).min(1),
  /** How many substitutes a match-day squad names. */
  substitutes: z.number().int().min(3).max(12),
});
export type TeamContent = z.infer<typeof teamContentSchema>;

const playerContentSchema = z.object({
  slug,
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  position: z.enum(playerPositions),
  shirtNumber: z.number().int().min(1).max(99),
  nationality: z.string().min(1),
  dateOfBirth: day,
  biography: z.string().min(1),
  loan: z.object({ club: z.string().min(1), from: day, until: day }).optional(),
});
export type PlayerContent = z.infer<typeof playerContentSchema>;

const squadFileSchema = z.object({ team: slug, players: z.array(playerContentSchema).min(16) });

function parse<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`content/teams/${file} is not valid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export const teams: readonly TeamContent[] = parse('teams.json', z.object({ teams: z.array(teamContentSchema) }), teamsFile).teams;

const squadFiles = { 'first-team': firstTeam, u21, u18, women } as const;

/** Every squad by team slug, players in the order of their file (the order the team sheet prefers). */
export const squads: ReadonlyMap<string, readonly PlayerContent[]> = new Map(
  teams.map((team) => {
    const file = squadFiles[team.slug as keyof typeof squadFiles];
    if (!file) throw new Error(`content/teams/squads/${team.slug}.json is missing`);
    const squad = parse(`squads/${team.slug}.json`, squadFileSchema, file);
    if (squad.team !== team.slug) throw new Error(`content/teams/squads/${team.slug}.json names team ${squad.team}`);
    return [team.slug, squad.players];
  }),
);

// Player slugs are URLs and keys in match line-ups: unique across the club. Shirt numbers per team.
const seenSlugs = new Set<string>();
for (const [team, players] of squads) {
  const shirts = new Set<number>();
  for (const player of players) {
    if (seenSlugs.has(player.slug)) throw new Error(`content/teams: player ${player.slug} appears twice`);
    if (shirts.has(player.shirtNumber)) throw new Error(`content/teams/squads/${team}.json: shirt ${player.shirtNumber} twice`);
    seenSlugs.add(player.slug);
    shirts.add(player.shirtNumber);
  }
}

/** Where a player's headshot lives in the image library. */
export const playerImageKey = (playerSlug: string): string => `players/${playerSlug}.jpg`;

/** True when the player is out on loan on that London date ('YYYY-MM-DD'). */
export function onLoanOn(player: PlayerContent, date: string): boolean {
  return player.loan !== undefined && player.loan.from <= date && date <= player.loan.until;
}
