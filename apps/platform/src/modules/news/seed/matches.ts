import { type Lineup, type MatchEvent, goalEventTypes } from '@club/api-client';
import { toLondonDateTime } from '../../../shared/london-time';
import type { GeneratedMatches } from '../../matches/seed/generate';
import { type Day, day } from './calendar';

/**
 * The club's matches as the news sees them, read from the matches module's generated data, so every
 * preview and report tells the result, scorers and line-up the match centre shows, and first-team and
 * women's reports carry the `report_slug` the match centre links to.
 */
export type TeamSlug = 'first-team' | 'women' | 'u21' | 'u18';

export interface SeasonRef {
  /** '2024-25' */
  slug: string;
  /** '2024/25' */
  label: string;
}

export interface GoalRecord {
  minute: number;
  ours: boolean;
  scorer: string;
  assist: string | null;
  kind: (typeof goalEventTypes)[number];
}

export interface ClubMatch {
  team: TeamSlug;
  season: SeasonRef;
  /** London calendar day of the kick-off. */
  date: Day;
  /** London 'HH:mm'. */
  kickOff: string;
  opponent: string;
  home: boolean;
  venue: string;
  competition: string;
  kind: 'league' | 'cup' | 'friendly';
  round: string;
  status: 'scheduled' | 'live' | 'finished' | 'postponed';
  goalsFor: number;
  goalsAgainst: number;
  goals: GoalRecord[];
  /** The club's starting eleven, when the match has been played. */
  lineUp: { name: string; position: string; captain: boolean }[];
  reportSlug: string | null;
}

const teamSlugs: readonly string[] = ['first-team', 'women', 'u21', 'u18'];
const isTeam = (slug: string): slug is TeamSlug => teamSlugs.includes(slug);

function clubMatches(generated: GeneratedMatches): ClubMatch[] {
  const clubs = new Map(generated.clubs.map((club) => [club.slug, club]));
  const ourClub = generated.clubs.find((club) => club.is_club === 1)?.slug;
  const competitions = new Map(generated.competitions.map((competition) => [competition.slug, competition]));
  const seasons = new Map(generated.seasons.map((season) => [season.slug, season.name]));
  const centres = new Map(generated.centres.map((centre) => [centre.match_id, centre]));
  return generated.matches.flatMap((match): ClubMatch[] => {
    if (!isTeam(match.team_slug)) return [];
    const home = match.home_club === ourClub;
    const opponent = clubs.get(home ? match.away_club : match.home_club)?.name ?? 'the visitors';
    const competition = competitions.get(match.competition_slug);
    const side = home ? 'home' : 'away';
    const centre = match.id === undefined ? undefined : centres.get(match.id);
    const events: MatchEvent[] = centre ? (JSON.parse(centre.events) as MatchEvent[]) : [];
    const lineups = centre ? (JSON.parse(centre.lineups) as { home: Lineup; away: Lineup } | null) : null;
    const { date, time } = toLondonDateTime(match.kick_off);
    const [year = 0, month = 0, dayOfMonth = 0] = date.split('-').map(Number);
    const goals = events
      .filter((event) => (goalEventTypes as readonly string[]).includes(event.type))
      .map((event) => ({
        minute: event.minute + (event.addedTime ?? 0),
        ours: event.side === side,
        scorer: event.player.name,
        assist: event.assist?.name ?? null,
        kind: event.type as GoalRecord['kind'],
      }));
    return [
      {
        team: match.team_slug,
        season: { slug: match.season_slug, label: seasons.get(match.season_slug) ?? match.season_slug },
        date: day(year, month, dayOfMonth),
        kickOff: time.slice(0, 5),
        opponent,
        home,
        venue: match.venue,
        competition: competition?.name ?? 'the league',
        kind: competition?.kind ?? 'league',
        round: match.round,
        status: match.status,
        goalsFor: (home ? match.home_score : match.away_score) ?? 0,
        goalsAgainst: (home ? match.away_score : match.home_score) ?? 0,
        goals,
        lineUp: (lineups?.[side].startingXI ?? []).map((player) => ({
          name: player.name,
          position: player.position.toLowerCase(),
          captain: player.captain,
        })),
        reportSlug: match.report_slug ?? null,
      },
    ];
  });
}

/** Every match of the club's four teams, each team's in kick-off order. */
export function matchesByTeam(generated: GeneratedMatches): ReadonlyMap<TeamSlug, readonly ClubMatch[]> {
  const byTeam = new Map<TeamSlug, ClubMatch[]>();
  for (const match of clubMatches(generated)) byTeam.set(match.team, [...(byTeam.get(match.team) ?? []), match]);
  for (const list of byTeam.values()) list.sort((a, b) => a.date.getTime() - b.date.getTime() || a.kickOff.localeCompare(b.kickOff));
  return byTeam;
}
