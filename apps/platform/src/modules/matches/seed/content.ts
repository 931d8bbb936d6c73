import { seasonSlugSchema } from '@club/api-client';
import { z } from 'zod';
import clubsFile from '../../../../content/matches/clubs.json' with { type: 'json' };
import competitionsFile from '../../../../content/matches/competitions.json' with { type: 'json' };
import namesFile from '../../../../content/matches/opponent-names.json' with { type: 'json' };
import seasonsFile from '../../../../content/matches/seasons.json' with { type: 'json' };

/** The editable match data in `apps/platform/content/matches/`, checked when the module loads. */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a slug');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected 'YYYY-MM-DD'");
const londonTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, "expected London time 'YYYY-MM-DD HH:mm'");

const seasonsSchema = z.object({
  prngSeed: z.string().min(1),
  seasons: z
    .array(z.object({ year: z.number().int(), slug: seasonSlugSchema, name: z.string().min(1), current: z.boolean() }))
    .refine((seasons) => seasons.filter((season) => season.current).length === 1, 'exactly one season is current'),
});

const clubsSchema = z.object({
  club: slug,
  clubs: z.array(
    z.object({
      slug,
      name: z.string().min(1),
      shortName: z.string().min(1),
      crestKey: z.string().min(1),
      stadium: z.string().min(1),
      /** Relative strength, about 1; drives the generated scores. */
      strength: z.number().min(0.3).max(3),
    }),
  ),
});

const tieSchema = z.object({
  round: z.string().min(1),
  kickOff: londonTime,
  opponent: slug,
  homeAway: z.enum(['home', 'away']),
  /** Only 'postponed' is ever written: scheduled, live and finished come from the clock (matchPhase). */
  status: z.literal('postponed').optional(),
});
export type TieContent = z.infer<typeof tieSchema>;

const leagueSeasonSchema = z.object({
  members: z.array(slug).min(4),
  firstMatchday: day,
  kickOff: z.string().regex(/^\d{2}:\d{2}$/),
  /** Matchdays that are skipped (cup weekends, Christmas): the round moves on a week. */
  skipDates: z.array(day),
  /** Rounds whose club fixture is postponed and played on another date. */
  postponed: z.array(z.object({ round: z.number().int().positive(), rearrangedTo: londonTime })),
});
export type LeagueSeasonContent = z.infer<typeof leagueSeasonSchema>;

const competitionSchema = z.discriminatedUnion('kind', [
  z.object({
    slug,
    name: z.string().min(1),
    shortName: z.string().min(1),
    kind: z.literal('league'),
    team: slug,
    seasons: z.record(seasonSlugSchema, leagueSeasonSchema),
  }),
  z.object({
    slug,
    name: z.string().min(1),
    shortName: z.string().min(1),
    kind: z.enum(['cup', 'friendly']),
    team: slug,
    seasons: z.record(seasonSlugSchema, z.object({ ties: z.array(tieSchema) })),
  }),
]);
export type CompetitionContent = z.infer<typeof competitionSchema>;

const namePool = z.object({ first: z.array(z.string().min(1)).min(10), last: z.array(z.string().min(1)).min(10) });
const namesSchema = z.object({ men: namePool, women: namePool });

function parse<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`content/matches/${file} is not valid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export const seasonsContent = parse('seasons.json', seasonsSchema, seasonsFile);
export const clubsContent = parse('clubs.json', clubsSchema, clubsFile);
export const competitionsContent = parse(
  'competitions.json',
  z.object({ competitions: z.array(competitionSchema) }),
  competitionsFile,
).competitions;
export const opponentNames = parse('opponent-names.json', namesSchema, namesFile);
