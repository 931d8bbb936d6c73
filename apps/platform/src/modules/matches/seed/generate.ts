import type { Insertable } from 'kysely';
import type { MatchEvent, MatchStats } from '@club/api-client';
import type { ClubTable, CompetitionMemberTable, CompetitionTable, LeagueResultTable, MatchCentreTable, MatchPlanTable, MatchTable, PlayerSeasonTable, SeasonTable } from '../db';
import { londonToInstant, toLondonDateTime } from '../../../shared/london-time';
import { eventsDue, matchPhase } from '../match-clock';
import { type PlayerContent, type TeamContent, onLoanOn } from '../../teams/content';
import type { CompetitionContent, LeagueSeasonContent, TieContent } from './content';
import { type Candidate, type MatchSquad, pickSquad } from './lineups';
import { type Random, createRandom } from '../../../shared/random';
import { buildStats, buildTimeline, scoreFromEvents } from './timeline';

type Side = 'home' | 'away';

export interface MatchInput {
  prngSeed: string;
  club: string;
  seasons: readonly { year: number; slug: string; name: string; current: boolean }[];
  clubs: readonly { slug: string; name: string; shortName: string; crestKey: string; stadium: string; strength: number }[];
  competitions: readonly CompetitionContent[];
  teams: readonly TeamContent[];
  squads: ReadonlyMap<string, readonly PlayerContent[]>;
  opponentNames: { men: { first: string[]; last: string[] }; women: { first: string[]; last: string[] } };
  /**
   * The world's instant and day (shared/demo-world.ts): each match's status follows the match clock at
   * `nowMs`; the first-team match of `today` (or a friendly added for it, filed under `currentSeason`)
   * kicks off at `demoKickOffMs`, so it is live when the world is laid out. Absent (no demo world): every
   * fixture keeps its own kick-off and no friendly is made up.
   */
  nowMs: number;
  today: string;
  demoKickOffMs?: number;
  currentSeason: string;
}

export interface GeneratedMatches {
  seasons: Insertable<SeasonTable>[];
  clubs: Insertable<ClubTable>[];
  competitions: Insertable<CompetitionTable>[];
  members: Insertable<CompetitionMemberTable>[];
  matches: Insertable<MatchTable>[];
  centres: Insertable<MatchCentreTable>[];
  /** The whole planned timeline of every match still to be played or under way: what the live engine plays. */
  plans: Insertable<MatchPlanTable>[];
  leagueResults: Insertable<LeagueResultTable>[];
  playerSeasons: Insertable<PlayerSeasonTable>[];
}

/** A fixture of the club before ids are given out. */
interface ClubFixture {
  key: string;
  team: TeamContent;
  season: string;
  competition: CompetitionContent;
  round: string;
  home: string;
  away: string;
  kickOffLocal: string;
  /** UTC instant: the London wall-clock `kickOffLocal`, or the demo-day match's own kick-off. */
  kickOff: string;
  /** Only 'postponed' is stored; the rest follows the clock. */
  postponed: boolean;
  /** For cup ties: a draw is settled by a late winner. */
  mustHaveWinner: boolean;
}

const addDays = (date: string, days: number): string => {
  const time = new Date(`${date}T12:00:00Z`);
  time.setUTCDate(time.getUTCDate() + days);
  return time.toISOString().slice(0, 10);
};

/** Double round robin by the circle method: every club meets every other once at home, once away. */
export function roundRobin(members: readonly string[]): [string, string][][] {
  if (members.length % 2 !== 0) throw new Error('A league needs an even number of clubs');
  const n = members.length;
  let order = [...members];
  const firstHalf: [string, string][][] = [];
  for (let round = 0; round < n - 1; round++) {
    const pairs: [string, string][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = order[i] as string;
      const b = order[n - 1 - i] as string;
      pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    firstHalf.push(pairs);
    order = [order[0] as string, order[n - 1] as string, ...order.slice(1, n - 1)];
  }
  return [...firstHalf, ...firstHalf.map((pairs) => pairs.map(([a, b]): [string, string] => [b, a]))];
}

/** Matchday dates, a week apart from the first, stepping over skipped dates. */
function matchdays(season: LeagueSeasonContent, rounds: number): string[] {
  const dates: string[] = [];
  let date = season.firstMatchday;
  while (dates.length < rounds) {
    if (!season.skipDates.includes(date)) dates.push(date);
    date = addDays(date, 7);
  }
  return dates;
}

export function generateMatches(input: MatchInput): GeneratedMatches {
  const clubBySlug = new Map(input.clubs.map((club) => [club.slug, club]));
  const teamBySlug = new Map(input.teams.map((team) => [team.slug, team]));
  const clubOf = (slug: string) => {
    const club = clubBySlug.get(slug);
    if (!club) throw new Error(`content/matches: unknown club '${slug}'`);
    return club;
  };
  const rng = (key: string): Random => createRandom(`${input.prngSeed}:${key}`);

  const sampleScore = (random: Random, home: string, away: string): Record<Side, number> => {
    const h = clubOf(home).strength;
    const a = clubOf(away).strength;
    return { home: Math.min(7, random.poisson((1.45 * h) / a)), away: Math.min(7, random.poisson((1.1 * a) / h)) };
  };

  const fixtures: ClubFixture[] = [];
  const leagueResults: Insertable<LeagueResultTable>[] = [];
  const members: Insertable<CompetitionMemberTable>[] = [];

  for (const competition of input.competitions) {
    const team = teamBySlug.get(competition.team);
    if (!team) throw new Error(`content/matches: competition ${competition.slug} names unknown team ${competition.team}`);
    for (const [season, data] of Object.entries(competition.seasons)) {
      if (!input.seasons.some((s) => s.slug === season)) throw new Error(`content/matches: unknown season ${season}`);
      if (competition.kind === 'league') {
        const league = data as LeagueSeasonContent;
        if (!league.members.includes(input.club)) throw new Error(`${competition.slug} ${season} must include the club`);
        for (const slug of league.members) {
          clubOf(slug);
          members.push({ competition_slug: competition.slug, season_slug: season, club_slug: slug });
        }
        const rounds = roundRobin(league.members);
        const dates = matchdays(league, rounds.length);
        rounds.forEach((pairs, index) => {
          const round = index + 1;
          const kickOffLocal = `${dates[index]} ${league.kickOff}`;
          for (const [home, away] of pairs) {
            const key = `${competition.slug}:${season}:${round}:${home}:${away}`;
            if (home !== input.club && away !== input.club) {
              const score = sampleScore(rng(key), home, away);
              leagueResults.push({
                id: leagueResults.length + 1,
                season_slug: season,
                competition_slug: competition.slug,
                home_club: home,
                away_club: away,
                kick_off: londonToInstant(kickOffLocal),
                home_score: score.home,
                away_score: score.away,
              });
              continue;
            }
            const fixture: ClubFixture = {
              key,
              team,
              season,
              competition,
              round: `Matchday ${round}`,
              home,
              away,
              kickOffLocal,
              kickOff: londonToInstant(kickOffLocal),
              postponed: false,
              mustHaveWinner: false,
            };
            const postponed = league.postponed.find((p) => p.round === round);
            if (postponed) {
              fixtures.push({ ...fixture, postponed: true });
              fixtures.push({
                ...fixture,
                key: `${key}:rearranged`,
                kickOffLocal: postponed.rearrangedTo,
                kickOff: londonToInstant(postponed.rearrangedTo),
              });
            } else {
              fixtures.push(fixture);
            }
          }
        });
      } else {
        const { ties } = data as { ties: TieContent[] };
        for (const tie of ties) {
          clubOf(tie.opponent);
          const [home, away] = tie.homeAway === 'home' ? [input.club, tie.opponent] : [tie.opponent, input.club];
          fixtures.push({
            key: `${competition.slug}:${season}:${tie.round}:${home}:${away}`,
            team,
            season,
            competition,
            round: tie.round,
            home,
            away,
            kickOffLocal: tie.kickOff,
            kickOff: londonToInstant(tie.kickOff),
            postponed: tie.status === 'postponed',
            mustHaveWinner: competition.kind === 'cup',
          });
        }
      }
    }
  }

  // The demo day: the first-team match of today is live when the world is laid out. Today's fixture if
  // there is one, else a home friendly against a club drawn for the day.
  if (input.demoKickOffMs !== undefined) {
    const demoKickOff = new Date(input.demoKickOffMs).toISOString();
    const todays = fixtures.find(
      (fixture) => fixture.team.slug === 'first-team' && !fixture.postponed && fixture.kickOffLocal.slice(0, 10) === input.today,
    );
    if (todays) {
      todays.kickOff = demoKickOff;
    } else {
      const team = teamBySlug.get('first-team');
      const friendly = input.competitions.find((competition) => competition.kind === 'friendly' && competition.team === 'first-team');
      if (team && friendly) {
        const opponents = input.clubs.filter((club) => club.slug !== input.club);
        const opponent = rng(`demo-day:${input.today}`).pick(opponents).slug;
        const local = toLondonDateTime(demoKickOff);
        fixtures.push({
          key: `demo-day:${input.today}:${opponent}`,
          team,
          season: input.currentSeason,
          competition: friendly,
          round: 'Friendly',
          home: input.club,
          away: opponent,
          kickOffLocal: `${local.date} ${local.time.slice(0, 5)}`,
          kickOff: demoKickOff,
          postponed: false,
          mustHaveWinner: false,
        });
      }
    }
  }

  // Ids in kick-off order, so they are stable while the data is and read naturally.
  fixtures.sort((a, b) => a.kickOff.localeCompare(b.kickOff) || a.team.id - b.team.id);

  const matches: Insertable<MatchTable>[] = [];
  const centres: Insertable<MatchCentreTable>[] = [];
  const plans: Insertable<MatchPlanTable>[] = [];
  const knockedOut = new Set<string>();
  const stats = new Map<string, { appearances: number; starts: number; goals: number; yellow: number; red: number }>();
  const statFor = (player: string, season: string) => {
    const key = `${player}|${season}`;
    let row = stats.get(key);
    if (!row) stats.set(key, (row = { appearances: 0, starts: 0, goals: 0, yellow: 0, red: 0 }));
    return row;
  };

  for (const fixture of fixtures) {
    // A cup run ends at the first defeat: later ties of that cup and season are not played.
    const cupKey = `${fixture.competition.slug}:${fixture.season}`;
    if (fixture.competition.kind === 'cup' && knockedOut.has(cupKey)) continue;

    const id = matches.length + 1;
    const home = clubOf(fixture.home);
    const away = clubOf(fixture.away);
    const clubSide: Side = fixture.home === input.club ? 'home' : 'away';
    const kickOff = fixture.kickOff;
    const kickOffMs = Date.parse(kickOff);
    const date = toLondonDateTime(kickOff).date;
    const phase = fixture.postponed ? null : matchPhase(kickOffMs, input.nowMs);
    const status: MatchTable['status'] = phase ? phase.status : 'postponed';
    let score: Record<Side, number> | null = null;

    if (phase) {
      // Drawn whatever the status, in the same order, so a match plays to the result it would have had.
      const random = rng(fixture.key);
      const fullScore = sampleScore(random, fixture.home, fixture.away);
      if (fixture.mustHaveWinner && fullScore.home === fullScore.away) {
        fullScore[random.chance(home.strength / (home.strength + away.strength)) ? 'home' : 'away'] += 1;
      }
      const squads: Record<Side, MatchSquad> = {
        home: matchSquad(random, fixture, fixture.home, date),
        away: matchSquad(random, fixture, fixture.away, date),
      };
      const timeline = buildTimeline(random, squads, fullScore);
      const strengths = { home: home.strength, away: away.strength };
      const fullTimeStats: MatchStats = buildStats(random, timeline, strengths, 1);
      if (phase.status !== 'finished') {
        plans.push({
          match_id: id,
          lineups: JSON.stringify(squads),
          events: JSON.stringify(timeline),
          stats: JSON.stringify(fullTimeStats),
          source: 'simulation',
        });
      }
      if (phase.status === 'finished') {
        score = scoreFromEvents(timeline);
        centres.push({
          match_id: id,
          lineups: JSON.stringify(squads),
          events: JSON.stringify(timeline),
          stats: JSON.stringify(fullTimeStats),
          live_minute: null,
          live_period: null,
          live_updated_at: null,
        });
        countAppearances(squads[clubSide], timeline, clubSide, fixture.season, statFor);
      } else if (phase.status === 'live') {
        const events = eventsDue(kickOffMs, timeline, input.nowMs);
        score = scoreFromEvents(events);
        const played = phase.minute + (phase.addedTime ?? 0);
        centres.push({
          match_id: id,
          lineups: JSON.stringify(squads),
          events: JSON.stringify(events),
          stats: JSON.stringify(buildStats(random, events, strengths, Math.min(1, played / 90))),
          live_minute: phase.minute,
          live_period: phase.period,
          live_updated_at: new Date(input.nowMs).toISOString(),
        });
      }
      // A cup run ends at the first defeat, played or still to come: later ties are not drawn yet.
      const drawn = scoreFromEvents(timeline);
      if (fixture.competition.kind === 'cup' && drawn[clubSide] < drawn[clubSide === 'home' ? 'away' : 'home']) knockedOut.add(cupKey);
    }

    const finished = status === 'finished';
    const opponent = clubSide === 'home' ? away : home;
    const reportable = finished && (fixture.team.slug === 'first-team' || fixture.team.slug === 'women');
    matches.push({
      id,
      team_slug: fixture.team.slug,
      season_slug: fixture.season,
      competition_slug: fixture.competition.slug,
      round: fixture.round,
      home_club: fixture.home,
      away_club: fixture.away,
      venue: home.stadium,
      kick_off: kickOff,
      status,
      home_score: score?.home ?? null,
      away_score: score?.away ?? null,
      report_slug: reportable ? `${date}-${fixture.team.slug}-v-${opponent.slug}-match-report` : null,
      highlights_video_id: finished && fixture.team.slug === 'first-team' ? `highlights-${date}-${opponent.slug}` : null,
    });
  }

  const playerSeasons: Insertable<PlayerSeasonTable>[] = [];
  for (const team of input.teams) {
    for (const player of input.squads.get(team.slug) ?? []) {
      for (const season of input.seasons) {
        const row = stats.get(`${player.slug}|${season.slug}`);
        playerSeasons.push({
          player_slug: player.slug,
          season_slug: season.slug,
          appearances: row?.appearances ?? 0,
          starts: row?.starts ?? 0,
          goals: row?.goals ?? 0,
          yellow_cards: row?.yellow ?? 0,
          red_cards: row?.red ?? 0,
        });
      }
    }
  }

  return {
    seasons: input.seasons.map((season) => ({
      slug: season.slug,
      year: season.year,
      name: season.name,
      is_current: season.current ? 1 : 0,
    })),
    clubs: input.clubs.map((club) => ({
      slug: club.slug,
      name: club.name,
      short_name: club.shortName,
      crest_key: club.crestKey,
      stadium: club.stadium,
      is_club: club.slug === input.club ? 1 : 0,
    })),
    competitions: input.competitions.map((competition) => ({
      slug: competition.slug,
      name: competition.name,
      short_name: competition.shortName,
      kind: competition.kind,
      team_slug: competition.team,
    })),
    members,
    matches,
    centres,
    plans,
    leagueResults,
    playerSeasons,
  };

  /** The club's squad from its players (not those out on loan that day), or an opponent's drawn from the name pools. */
  function matchSquad(random: Random, fixture: ClubFixture, clubSlug: string, date: string): MatchSquad {
    const formation = random.pick(clubSlug === input.club ? fixture.team.formations : ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2']);
    return pickSquad(random, candidatesFor(fixture.team, clubSlug, date), formation, fixture.team.substitutes);
  }

  function candidatesFor(team: TeamContent, clubSlug: string, date: string): Candidate[] {
    if (clubSlug === input.club) {
      const squad = input.squads.get(team.slug) ?? [];
      const byAge = [...squad].sort((a, b) => a.dateOfBirth.localeCompare(b.dateOfBirth));
      return squad
        .filter((player) => !onLoanOn(player, date))
        .map((player, index) => ({
          playerId: player.slug,
          name: `${player.firstName} ${player.lastName}`,
          shirtNumber: player.shirtNumber,
          position: player.position,
          rank: index,
          seniority: byAge.indexOf(player),
        }));
    }
    return opponentSquad(clubSlug, team);
  }

  function opponentSquad(clubSlug: string, team: TeamContent): Candidate[] {
    // The same 21 players for a club's team every match, drawn once from the name pools.
    const random = rng(`squad:${clubSlug}:${team.slug}`);
    const pool = team.slug === 'women' ? input.opponentNames.women : input.opponentNames.men;
    const positions = ['Goalkeeper', 'Goalkeeper', ...Array<'Defender'>(7).fill('Defender'), ...Array<'Midfielder'>(7).fill('Midfielder'), ...Array<'Forward'>(5).fill('Forward')] as const;
    const shirts = [1, 13, 2, 3, 4, 5, 6, 12, 15, 7, 8, 10, 14, 16, 18, 20, 9, 11, 17, 19, 21];
    const used = new Set<string>();
    return positions.map((position, index) => {
      const draw = () => `${random.pick(pool.first)} ${random.pick(pool.last)}`;
      let name = draw();
      while (used.has(name)) name = draw();
      used.add(name);
      return { playerId: null, name, shirtNumber: shirts[index] ?? index + 22, position, rank: index, seniority: random.int(0, 99) };
    });
  }
}

function countAppearances(
  squad: MatchSquad,
  events: readonly MatchEvent[],
  side: Side,
  season: string,
  statFor: (player: string, season: string) => { appearances: number; starts: number; goals: number; yellow: number; red: number },
): void {
  for (const player of squad.startingXI) {
    if (!player.playerId) continue;
    const row = statFor(player.playerId, season);
    row.appearances += 1;
    row.starts += 1;
  }
  for (const event of events) {
    if (event.side === side && event.type === 'substitution' && event.player.playerId) {
      statFor(event.player.playerId, season).appearances += 1;
    }
    // Goals and cards of the club's players; an own goal by one of them counts for the other side.
    if (event.side !== side || !event.player.playerId) continue;
    if (event.type === 'goal' || event.type === 'penalty') statFor(event.player.playerId, season).goals += 1;
    if (event.type === 'yellow') statFor(event.player.playerId, season).yellow += 1;
    if (event.type === 'red') statFor(event.player.playerId, season).red += 1;
  }
}
