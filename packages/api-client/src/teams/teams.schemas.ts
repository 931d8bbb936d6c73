import { z } from 'zod';
import { playerPositions } from './teams.constants';

/** SPEC 3 'Team' slugs; the four teams the club site shows (SPEC 1). */

const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lower-case letters, digits and single hyphens');

/** SPEC 3 'Team': every flag the sites read when listing teams, matches and player cards. */
export const teamSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).describe("'First Team', 'U21s', 'U18s', 'Women'"),
  slug: z.string().min(1),
  showOnMatches: z.boolean().describe('Listed in the fixtures and results team picker'),
  showOnTeams: z.boolean().describe('Listed on the teams page'),
  externalTeamPage: z.string().nullable().describe('URL of a team page on another site; null when the page is ours'),
  externalMatchPage: z.string().nullable().describe('URL of fixtures on another site; null when they are ours'),
  isSingleGroup: z.boolean().describe('Show the squad as one group instead of grouped by position'),
  displayPositionOnCard: z.boolean(),
  isMiniCard: z.boolean(),
  childFriendly: z.boolean(),
  showTeamOverview: z.boolean().optional(),
});
export type Team = z.infer<typeof teamSchema>;


export const loanSchema = z.object({
  club: z.string().min(1).describe('The club the player is on loan to'),
  from: z.string().describe("'YYYY-MM-DD'"),
  until: z.string().describe("'YYYY-MM-DD'"),
});
export type Loan = z.infer<typeof loanSchema>;

export const playerSummarySchema = z.object({
  id: z.string().min(1).describe('The player slug, unique across the club'),
  slug: z.string().min(1),
  team: z.string().min(1).describe('Team slug'),
  name: z.string().min(1),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  position: z.enum(playerPositions),
  shirtNumber: z.number().int().min(1).max(99),
  nationality: z.string().min(1),
  dateOfBirth: z.string().describe("'YYYY-MM-DD'"),
  imageKey: z.string().describe('Image library key of the headshot'),
  loan: loanSchema.nullable().describe('Set while the player is out on loan'),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const playerSeasonStatsSchema = z.object({
  season: z.string().describe("Season slug, '2025-26'"),
  seasonName: z.string().describe("'2025/26'"),
  appearances: z.number().int().nonnegative().describe('Starts plus appearances from the bench'),
  starts: z.number().int().nonnegative(),
  goals: z.number().int().nonnegative().describe('Goals and penalties scored; own goals are not counted'),
  yellowCards: z.number().int().nonnegative(),
  redCards: z.number().int().nonnegative(),
});
export type PlayerSeasonStats = z.infer<typeof playerSeasonStatsSchema>;

export const playerProfileSchema = playerSummarySchema.extend({
  biography: z.string().min(1),
  teamName: z.string().min(1),
  seasons: z.array(playerSeasonStatsSchema).describe('Newest season first, every season of the data'),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const teamsResponseSchema = z.object({ data: z.array(teamSchema) });
export type TeamsResponse = z.infer<typeof teamsResponseSchema>;

export const teamDetailSchema = teamSchema.extend({
  squad: z.array(playerSummarySchema).describe('By position (goalkeepers first), then shirt number; loaned players included'),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;
export const teamResponseSchema = z.object({ data: teamDetailSchema });
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const playerResponseSchema = z.object({ data: playerProfileSchema });
export type PlayerResponse = z.infer<typeof playerResponseSchema>;

export const loanedPlayerSchema = playerSummarySchema.extend({ loan: loanSchema });
export const loansResponseSchema = z.object({ data: z.array(loanedPlayerSchema) });
export type LoansResponse = z.infer<typeof loansResponseSchema>;

export const teamParamsSchema = z.object({ team: slug });
export const playerParamsSchema = z.object({ team: slug, player: slug });
