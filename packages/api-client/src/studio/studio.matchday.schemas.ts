import { z } from 'zod';
import { clubSchema, commentaryLineSchema, competitionSchema, lineupSchema, matchCentreSchema, matchEventSchema, matchSchema, seasonSchema } from '../matches/matches.schemas';
import { safeTextSchema } from '../text.schemas';
import {
  commentaryMaxLength,
  commentaryMessages,
  formationSlots,
  lineupFormations,
  lineupMaxSubstitutes,
  lineupMessages,
  matchWhistles,
  studioFixtureStatuses,
  studioFixturesPageSize,
  studioResultMaxGoals,
} from './studio.matchday.constants';

/**
 * The studio's match-day desk (issue 16): the live console's whistles and corrections
 * (`/api/studio/matches/:matchId/...`, beside the event recording of the live module) and the fixtures
 * desk (`/api/studio/matchday/...`). Staff with the matchday or admin role only (401 signed out, 403
 * otherwise); the platform parses with these schemas and the studio's forms validate with the same ones.
 */

/** `POST /api/studio/matches/:matchId/whistles`. */
export const studioWhistleBodySchema = z.object({
  kind: z.enum(matchWhistles, { error: 'Say which whistle: kick-off, half-time, second-half or full-time.' }),
});
export type StudioWhistleBody = z.infer<typeof studioWhistleBodySchema>;

/**
 * `POST /api/studio/matches/:matchId/events/remove`: the event at `index` of the match's list, as the
 * console saw it. When the list has changed under the console (409) nothing is removed.
 */
export const studioRemoveEventBodySchema = z.object({
  index: z.number().int().nonnegative().max(500),
  event: matchEventSchema,
});
export type StudioRemoveEventBody = z.infer<typeof studioRemoveEventBodySchema>;

/**
 * `POST /api/studio/matches/:matchId/commentary` (a new line) and `PUT …/commentary/:lineId` (its author
 * changes it): the minute it belongs to and the words, as the match centre shows them.
 */
export const studioCommentaryBodySchema = z
  .object({
    minute: z.number({ error: commentaryMessages.minute }).int(commentaryMessages.minute).min(0, commentaryMessages.minute).max(120, commentaryMessages.minute),
    addedTime: z
      .number({ error: commentaryMessages.addedTime })
      .int(commentaryMessages.addedTime)
      .min(1, commentaryMessages.addedTime)
      .max(20, commentaryMessages.addedTime)
      .nullable()
      .default(null),
    text: safeTextSchema().pipe(z.string().trim().min(1, commentaryMessages.empty).max(commentaryMaxLength, commentaryMessages.tooLong)),
  })
  .refine((body) => body.addedTime === null || body.minute === 45 || body.minute === 90, { error: commentaryMessages.addedTime, path: ['addedTime'] });
export type StudioCommentaryBody = z.input<typeof studioCommentaryBodySchema>;

export const studioCommentaryParamsSchema = z.object({
  matchId: z.coerce.number({ error: 'matchId must be a number' }).int().positive().max(2_147_483_647),
  lineId: z.coerce.number({ error: 'lineId must be a number' }).int().positive().max(2_147_483_647),
});

/** A line as the console lists it: who wrote it, and whether the signed-in staff member did (they may change it). */
export const studioCommentaryLineSchema = commentaryLineSchema.extend({
  by: z.string().nullable().describe('Email of the staff member who wrote it; null: the demo match'),
  mine: z.boolean(),
});
export type StudioCommentaryLine = z.infer<typeof studioCommentaryLineSchema>;

/** `GET /api/studio/matchday/console`: the matches the console can pick, the live ones first. */
export const studioConsoleMatchesResponseSchema = z.object({
  data: z.array(matchSchema).describe('Live matches, then today’s and the next ones by kick-off'),
});
export type StudioConsoleMatchesResponse = z.infer<typeof studioConsoleMatchesResponseSchema>;

/** `GET /api/studio/matchday/matches/:matchId`: the match centre plus who drives the match. */
export const studioConsoleMatchSchema = matchCentreSchema.extend({
  source: z
    .enum(['simulation', 'manual'])
    .nullable()
    .describe("'simulation': the demo plays it; 'manual': staff record it; null: no live plan (not kicked off by anyone yet)"),
  lastWhistle: z.enum(matchWhistles).nullable().describe('The last whistle staff blew that can still be taken back; null: none'),
  commentary: z.array(studioCommentaryLineSchema).describe('Newest first, with who wrote each line'),
});
export type StudioConsoleMatch = z.infer<typeof studioConsoleMatchSchema>;
export const studioConsoleMatchResponseSchema = z.object({ data: studioConsoleMatchSchema });

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose from the list.');

/** A London date and time as a `datetime-local` field gives it: '2026-12-05T15:00'. */
export const londonDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Give the date and time of kick-off (London time).')
  .refine((value) => !Number.isNaN(Date.parse(`${value}:00Z`)), 'That is not a real date.');

/** `GET /api/studio/matchday/fixtures`. */
export const studioFixturesQuerySchema = z.object({
  team: slug.optional(),
  season: slug.optional().describe('Defaults to the current season'),
  status: z.enum(studioFixtureStatuses).optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
});
export type StudioFixturesQuery = z.input<typeof studioFixturesQuerySchema>;

export const studioFixturesResponseSchema = z.object({
  items: z.array(matchSchema).describe('By kick-off, earliest first'),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive().describe(`${studioFixturesPageSize}`),
});
export type StudioFixturesResponse = z.infer<typeof studioFixturesResponseSchema>;

/** `POST /api/studio/matchday/fixtures`: a new fixture of one of the club's teams. */
export const studioFixtureInputSchema = z.object({
  team: slug,
  season: slug,
  competition: slug,
  round: safeTextSchema()
    .pipe(z.string().trim().min(1, 'Give the round, e.g. Matchday 12 or Friendly.').max(60, 'Keep the round under 60 characters.')),
  opponent: slug,
  homeAway: z.enum(['home', 'away'], { error: 'Say whether the match is at home or away.' }),
  venue: safeTextSchema().pipe(z.string().trim().min(1, 'Give the ground.').max(100, 'Keep the ground under 100 characters.')),
  kickOffLocal: londonDateTimeSchema,
});
export type StudioFixtureInput = z.infer<typeof studioFixtureInputSchema>;

/** `POST /api/studio/matchday/fixtures/:matchId/reschedule`. */
export const studioRescheduleBodySchema = z.object({ kickOffLocal: londonDateTimeSchema });
export type StudioRescheduleBody = z.infer<typeof studioRescheduleBodySchema>;

const goals = z
  .number({ error: 'Give the goals as a number.' })
  .int('Give the goals as a whole number.')
  .min(0, 'Goals cannot be fewer than none.')
  .max(studioResultMaxGoals, `At most ${studioResultMaxGoals} goals.`);

/** `POST /api/studio/matchday/fixtures/:matchId/result`: the final score of a match that was played. */
export const studioResultBodySchema = z.object({ home: goals, away: goals });
export type StudioResultBody = z.infer<typeof studioResultBodySchema>;

export const studioFixtureResponseSchema = z.object({ data: matchSchema });

/** `GET /api/studio/matchday/options`: what the fixture form chooses from. */
export const studioMatchdayOptionsSchema = z.object({
  teams: z.array(z.object({ slug: z.string(), name: z.string() })),
  seasons: z.array(seasonSchema),
  competitions: z.array(competitionSchema.extend({ team: z.string().describe('The team whose competition it is') })),
  clubs: z.array(clubSchema).describe('Opponents: every club but the club itself'),
});
export type StudioMatchdayOptions = z.infer<typeof studioMatchdayOptionsSchema>;
export const studioMatchdayOptionsResponseSchema = z.object({ data: studioMatchdayOptionsSchema });

/** One player of a line-up as the studio sends it: from the squad (`playerId`) or, for opponents, by name. */
const lineupEntrySchema = z.object({
  playerId: slug.nullable().describe("The club's player slug; null for an opponent named in free text"),
  name: safeTextSchema().pipe(z.string().trim().min(1, 'Give every player a name.').max(60, 'Keep a player’s name under 60 characters.')),
  shirtNumber: z
    .number({ error: 'Give every player a shirt number.' })
    .int('A shirt number is a whole number.')
    .min(1, 'Shirt numbers run from 1 to 99.')
    .max(99, 'Shirt numbers run from 1 to 99.'),
  position: z.enum(['Goalkeeper', 'Defender', 'Midfielder', 'Forward']),
  captain: z.boolean(),
});

/**
 * One side's line-up: a formation, eleven starters in its places (goalkeeper first, then each line from
 * the back, each starter's position the place's role), substitutes, nobody twice, one captain at most.
 */
export const studioLineupSideSchema = z
  .object({
    formation: z.enum(lineupFormations, { error: `Choose a formation: ${lineupFormations.join(', ')}.` }),
    startingXI: z.array(lineupEntrySchema).length(11, lineupMessages.elevenStarters),
    substitutes: z.array(lineupEntrySchema).max(lineupMaxSubstitutes, `Name at most ${lineupMaxSubstitutes} substitutes.`),
  })
  .superRefine((side, context) => {
    const slots = formationSlots(side.formation);
    if (side.startingXI.length === 11) {
      if (side.startingXI[0]?.position !== 'Goalkeeper') context.addIssue({ code: 'custom', message: lineupMessages.goalkeeper, path: ['startingXI', 0] });
      side.startingXI.forEach((player, index) => {
        const slot = slots[index];
        if (index > 0 && slot && player.position !== slot.role) {
          context.addIssue({ code: 'custom', message: `${player.name} is not in the ${side.formation}'s ${slot.label} place.`, path: ['startingXI', index] });
        }
      });
    }
    const everyone = [...side.startingXI, ...side.substitutes];
    const names = new Set<string>();
    const ids = new Set<string>();
    const shirts = new Set<number>();
    everyone.forEach((player, index) => {
      const name = player.name.toLocaleLowerCase('en-GB');
      if (names.has(name) || (player.playerId !== null && ids.has(player.playerId))) {
        context.addIssue({ code: 'custom', message: `${player.name} is in the line-up twice.`, path: [index < 11 ? 'startingXI' : 'substitutes'] });
      } else if (shirts.has(player.shirtNumber)) {
        context.addIssue({ code: 'custom', message: `Two players wear number ${player.shirtNumber}.`, path: [index < 11 ? 'startingXI' : 'substitutes'] });
      }
      names.add(name);
      if (player.playerId !== null) ids.add(player.playerId);
      shirts.add(player.shirtNumber);
    });
    if (side.startingXI.filter((player) => player.captain).length > 1 || side.substitutes.some((player) => player.captain)) {
      context.addIssue({ code: 'custom', message: 'Name one captain, from the starting XI.', path: ['startingXI'] });
    }
  });
export type StudioLineupSide = z.infer<typeof studioLineupSideSchema>;

/**
 * `PUT /api/studio/matchday/matches/:matchId/lineups`: both sides, and the version the editor opened (0
 * when the match had no line-ups from the studio yet); another stored version answers 409 with who
 * saved since. The club's side is picked from its squad; the opponents are named in free text.
 */
export const studioLineupsBodySchema = z.object({
  version: z.number({ error: 'Send the version you opened.' }).int().nonnegative(),
  home: studioLineupSideSchema,
  away: studioLineupSideSchema,
});
export type StudioLineupsBody = z.infer<typeof studioLineupsBodySchema>;

/** A player of the club's squad, as the line-up editor offers them. */
const studioSquadPlayerSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  shirtNumber: z.number().int(),
  position: z.enum(['Goalkeeper', 'Defender', 'Midfielder', 'Forward']),
});
export type StudioSquadPlayer = z.infer<typeof studioSquadPlayerSchema>;

/** `GET` (and the `PUT`'s answer) of a match's line-ups in the studio. */
export const studioLineupsSchema = z.object({
  match: matchSchema,
  lineups: z.object({ home: lineupSchema, away: lineupSchema }).nullable().describe('What the match centre shows; null: none yet'),
  version: z.number().int().nonnegative().describe('0: never saved in the studio'),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable().describe('Email of whoever saved last'),
  squad: z.array(studioSquadPlayerSchema).describe("The club team's squad by position, then shirt number"),
  editable: z.boolean().describe('False once the match is over or postponed'),
});
export type StudioLineups = z.infer<typeof studioLineupsSchema>;
export const studioLineupsResponseSchema = z.object({ data: studioLineupsSchema });
