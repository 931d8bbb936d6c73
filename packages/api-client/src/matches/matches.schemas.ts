import { z } from 'zod';
import { matchStatuses, matchEventTypes } from './matches.constants';



/** Types of event that add a goal to the side named on the event. */

const seasonSlugPattern = /^(\d{4})-(\d{2})$/;

/** A season slug as SPEC 9 writes it, '2025-26': two consecutive years. */
export const seasonSlugSchema = z
  .string()
  .regex(seasonSlugPattern, "season must look like '2025-26'")
  .refine((value) => {
    const [, start, end] = seasonSlugPattern.exec(value) ?? [];
    return (Number(start) + 1) % 100 === Number(end);
  }, "season must name two consecutive years, like '2025-26'");

const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lower-case letters, digits and single hyphens');

export const seasonSchema = z.object({
  year: z.number().int().describe('The year the season starts: 2025 for 2025/26'),
  slug: z.string().describe("'2025-26'"),
  name: z.string().describe("'2025/26'"),
  current: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;
export const seasonsResponseSchema = z.object({ data: z.array(seasonSchema).describe('Newest first') });
export type SeasonsResponse = z.infer<typeof seasonsResponseSchema>;

export const clubSchema = z.object({
  slug: z.string(),
  name: z.string(),
  shortName: z.string(),
  crestKey: z.string().describe('Image library key of the crest'),
  isClub: z.boolean().describe('True for the club itself (the club of @club/config)'),
});
export type Club = z.infer<typeof clubSchema>;

export const competitionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  shortName: z.string(),
  kind: z.enum(['league', 'cup', 'friendly']),
});
export type Competition = z.infer<typeof competitionSchema>;

export const scoreSchema = z.object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() });

export const matchSchema = z.object({
  id: z.number().int().positive(),
  team: z.string().describe("The club's team that plays: 'first-team', 'u21', 'u18', 'women'"),
  season: z.string().describe("Season slug, '2025-26'"),
  competition: competitionSchema,
  round: z.string().describe("'Matchday 12', 'Third Round', 'Friendly'"),
  homeAway: z.enum(['home', 'away']).describe("Where the club's team plays"),
  home: clubSchema,
  away: clubSchema,
  opponent: clubSchema,
  venue: z.string(),
  kickOff: z.string().describe('ISO 8601 UTC instant'),
  kickOffLocal: z.object({
    date: z.string().describe("Europe/London date, 'YYYY-MM-DD'"),
    time: z.string().describe("Europe/London time, 'HH:mm'"),
  }),
  status: z.enum(matchStatuses),
  score: scoreSchema.nullable().describe('Null until kick-off and for postponed matches; the current score when live'),
  result: z.enum(['W', 'D', 'L']).nullable().describe("The club's result once finished"),
  reportSlug: z.string().nullable().describe('News article slug of the match report'),
  highlightsVideoId: z.string().nullable().describe('Club TV entry id of the highlights'),
});
export type Match = z.infer<typeof matchSchema>;

export const lineupPlayerSchema = z.object({
  playerId: z.string().nullable().describe("The club's player slug (links to the profile); null for opponents"),
  name: z.string(),
  shirtNumber: z.number().int().min(1).max(99),
  position: z.enum(['Goalkeeper', 'Defender', 'Midfielder', 'Forward']),
  captain: z.boolean(),
});
export type LineupPlayer = z.infer<typeof lineupPlayerSchema>;

export const lineupSchema = z.object({
  formation: z.string().describe("'4-3-3'"),
  startingXI: z.array(lineupPlayerSchema).length(11),
  substitutes: z.array(lineupPlayerSchema),
});
export type Lineup = z.infer<typeof lineupSchema>;

export const matchEventSchema = z.object({
  minute: z.number().int().min(1).max(120),
  addedTime: z.number().int().nonnegative().nullable().describe('Minutes of added time: 90+3 is minute 90, addedTime 3'),
  type: z.enum(matchEventTypes),
  side: z
    .enum(['home', 'away'])
    .describe('The side the event counts for: for goals the side whose score rises (an own goal is by a player of the other side)'),
  player: lineupPlayerSchema.describe('Scorer, booked player, or the player coming on'),
  playerOff: lineupPlayerSchema.nullable().describe('Substitutions only: the player going off'),
  assist: lineupPlayerSchema.nullable(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;

const pair = z.object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() });
export const matchStatsSchema = z.object({
  possession: pair.describe('Percentages, summing to 100'),
  shots: pair,
  shotsOnTarget: pair,
  corners: pair,
  fouls: pair,
  offsides: pair,
});
export type MatchStats = z.infer<typeof matchStatsSchema>;

export const liveStateSchema = z.object({
  minute: z.number().int().min(0).max(120),
  addedTime: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .optional()
    .describe("Minutes of added time being played: minute 90, addedTime 2 reads 90+2'"),
  period: z.enum(['first-half', 'half-time', 'second-half']),
  score: scoreSchema,
  updatedAt: z.string().describe('ISO 8601 instant of the last update'),
  streamKickOff: z
    .string()
    .optional()
    .describe(
      "ISO 8601: the kick-off on the live video's clock (its program date-time) by the match clock in force now. A moment of the second half is in the live video at this instant plus its time after kick-off (api-client's momentOnStreamMs)",
    ),
  firstHalfStreamKickOff: z
    .string()
    .optional()
    .describe(
      "ISO 8601: the kick-off on the live video's clock by the first half's match clock, which places each moment of the first half (before the second half's kick-off). The same as streamKickOff unless staff retimed the clock at half-time",
    ),
});
export type LiveState = z.infer<typeof liveStateSchema>;

/**
 * One line of the club's live commentary (issue 31): written by match-day staff in the studio's console
 * (or by the demo match for its moments), at a minute of the match.
 */
export const commentaryLineSchema = z.object({
  id: z.number().int().positive(),
  minute: z.number().int().min(0).max(120),
  addedTime: z.number().int().positive().nullable().describe("Minutes into added time: minute 90, addedTime 2 reads 90+2'"),
  text: z.string(),
  at: z.string().describe('ISO 8601 instant the line was first written'),
  edited: z.boolean().describe('Changed since it was first written'),
});
export type CommentaryLine = z.infer<typeof commentaryLineSchema>;

export const matchCentreSchema = z.object({
  match: matchSchema,
  lineups: z.object({ home: lineupSchema, away: lineupSchema }).nullable().describe('Null before team news'),
  events: z.array(matchEventSchema).describe('In match order'),
  stats: matchStatsSchema.nullable(),
  live: liveStateSchema.nullable().describe('Set only while the match is live'),
  commentary: z.array(commentaryLineSchema).describe('The club’s live commentary, newest first (latest minute first)'),
});
export type MatchCentre = z.infer<typeof matchCentreSchema>;

export const tableRowSchema = z.object({
  position: z.number().int().positive(),
  team: clubSchema,
  played: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  drawn: z.number().int().nonnegative(),
  lost: z.number().int().nonnegative(),
  goalsFor: z.number().int().nonnegative(),
  goalsAgainst: z.number().int().nonnegative(),
  goalDifference: z.number().int(),
  points: z.number().int().nonnegative(),
  form: z.array(z.enum(['W', 'D', 'L'])).max(5).describe('Last five results, oldest first'),
});
export type TableRow = z.infer<typeof tableRowSchema>;

export const leagueTableSchema = z.object({
  competition: competitionSchema,
  season: seasonSchema,
  rows: z.array(tableRowSchema).describe('Points, then goal difference, then goals scored, then name'),
});
export type LeagueTable = z.infer<typeof leagueTableSchema>;

export const matchesResponseSchema = z.object({ data: z.array(matchSchema).describe('By kick-off, earliest first') });
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;
export const matchResponseSchema = z.object({ data: matchCentreSchema });
export type MatchResponse = z.infer<typeof matchResponseSchema>;
export const nextLastResponseSchema = z.object({
  data: matchSchema.nullable().describe('Null when there is none (pre-season: new fixtures coming soon)'),
});
export type NextLastResponse = z.infer<typeof nextLastResponseSchema>;
export const tableResponseSchema = z.object({ data: leagueTableSchema });
export type TableResponse = z.infer<typeof tableResponseSchema>;

export const matchesQuerySchema = z.object({
  team: slug,
  season: seasonSlugSchema.optional().describe('Defaults to the current season'),
});
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;
export const teamQuerySchema = z.object({ team: slug });
export const tableQuerySchema = z.object({
  competition: slug,
  season: seasonSlugSchema.optional().describe('Defaults to the current season'),
});
export type TableQuery = z.infer<typeof tableQuerySchema>;
export const matchParamsSchema = z.object({
  matchId: z.coerce
    .number({ error: 'matchId must be a number' })
    .int('matchId must be a whole number')
    .positive('matchId must be positive')
    .max(2_147_483_647, 'matchId is too large'),
});

/**
 * One message of the live match stream (`GET /api/matches/live`, server-sent events named 'match'):
 * the whole current state of one match, sent on connect for every match live or finished today, and
 * again whenever it changes (kick-off, a minute, an event, half-time, full time). A page keeps the
 * newest message per match id; no ordering or merging logic is needed.
 */
export const liveMatchUpdateSchema = z.object({
  match: matchSchema,
  live: liveStateSchema.nullable().describe('Set only while the match is live'),
  events: z.array(matchEventSchema).describe('Every event so far, in match order'),
  lineups: z
    .object({ home: lineupSchema, away: lineupSchema })
    .nullable()
    .optional()
    .describe('The line-ups as the match centre has them (null before team news); absent in older messages'),
  commentary: z.array(commentaryLineSchema).optional().describe('The club’s live commentary, newest first; absent in older messages'),
  announcement: z
    .string()
    .nullable()
    .describe("What changed, as a sentence for screen readers: 'Goal! Home Town 1, Away United 0 (23rd minute)'; null for a plain minute tick"),
});
export type LiveMatchUpdate = z.infer<typeof liveMatchUpdateSchema>;
