import type { Generated } from 'kysely';

export interface SeasonTable {
  slug: string;
  year: number;
  name: string;
  is_current: 0 | 1;
}

export interface ClubTable {
  slug: string;
  name: string;
  short_name: string;
  crest_key: string;
  stadium: string;
  is_club: 0 | 1;
}

export interface CompetitionTable {
  slug: string;
  name: string;
  short_name: string;
  kind: 'league' | 'cup' | 'friendly';
  team_slug: string;
}

export interface CompetitionMemberTable {
  competition_slug: string;
  season_slug: string;
  club_slug: string;
}

/** One of the club's matches. Scores are set exactly when the match is live or finished. */
export interface MatchTable {
  id: number;
  team_slug: string;
  season_slug: string;
  competition_slug: string;
  round: string;
  home_club: string;
  away_club: string;
  venue: string;
  kick_off: string;
  status: 'scheduled' | 'live' | 'finished' | 'postponed';
  home_score: number | null;
  away_score: number | null;
  report_slug: string | null;
  highlights_video_id: string | null;
  /** 0021_match_lineups: who made the match; the demo reseed replaces only the seed's. */
  origin: Generated<'seed' | 'studio'>;
}

/** 0021_match_lineups: line-ups set in the studio, versioned. */
export interface MatchLineupTable {
  match_id: number;
  /** JSON: { home: Lineup, away: Lineup } */
  lineups: string;
  version: number;
  updated_at: string;
  updated_by_email: string;
}

/** Line-ups, events and stats as JSON text in api-client's shapes; live columns only while live. */
export interface MatchCentreTable {
  match_id: number;
  lineups: string;
  events: string;
  stats: string;
  live_minute: number | null;
  live_period: 'first-half' | 'half-time' | 'second-half' | null;
  live_updated_at: string | null;
  /** 0015_matchday: the instant the match clock counts from when staff blew the whistles; null: kick_off. */
  clock_kick_off: string | null;
  /** 0021_match_lineups: JSON WhistleUndo[] (live/service.ts), newest last; null: no whistle of staff's to take back. */
  whistle_undo: Generated<string | null>;
}

/**
 * 0070_match_commentary: the club's live commentary (issue 31). A line is at a minute of the match; staff
 * write it in the studio's console (their sub and email kept, so only they change it), the demo match
 * writes its own for its moments (no author).
 */
export interface MatchCommentaryTable {
  id: Generated<number>;
  match_id: number;
  minute: number;
  added_time: number | null;
  text: string;
  created_at: string;
  updated_at: string;
  author_sub: string | null;
  author_email: string | null;
}

export interface MatchPlanTable {
  match_id: number;
  /** JSON: { home: Lineup, away: Lineup } */
  lineups: string;
  /** JSON: MatchEvent[], the whole timeline in match order */
  events: string;
  /** JSON: MatchStats at full time */
  stats: string;
  source: 'simulation' | 'manual';
}

export interface LeagueResultTable {
  id: number;
  season_slug: string;
  competition_slug: string;
  home_club: string;
  away_club: string;
  kick_off: string;
  home_score: number;
  away_score: number;
}

export interface PlayerSeasonTable {
  player_slug: string;
  season_slug: string;
  appearances: number;
  starts: number;
  goals: number;
  yellow_cards: number;
  red_cards: number;
}

/** The tables the matches module owns: only its code writes them (see ownership.test.ts). */
export interface MatchesTables {
  season: SeasonTable;
  club: ClubTable;
  competition: CompetitionTable;
  competition_member: CompetitionMemberTable;
  match: MatchTable;
  match_centre: MatchCentreTable;
  match_plan: MatchPlanTable;
  match_lineup: MatchLineupTable;
  match_commentary: MatchCommentaryTable;
  league_result: LeagueResultTable;
  player_season: PlayerSeasonTable;
}
