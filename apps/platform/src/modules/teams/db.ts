/** SPEC 3 'Team'. `show_team_overview` is null when the flag is not set (it is optional in the spec). */
export interface TeamTable {
  id: number;
  slug: string;
  name: string;
  show_on_matches: 0 | 1;
  show_on_teams: 0 | 1;
  external_team_page: string | null;
  external_match_page: string | null;
  is_single_group: 0 | 1;
  display_position_on_card: 0 | 1;
  is_mini_card: 0 | 1;
  child_friendly: 0 | 1;
  show_team_overview: 0 | 1 | null;
}

export interface PlayerTable {
  slug: string;
  team_slug: string;
  squad_order: number;
  first_name: string;
  last_name: string;
  position: 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Forward';
  shirt_number: number;
  nationality: string;
  date_of_birth: string;
  biography: string;
  image_key: string;
  loan_club: string | null;
  loan_from: string | null;
  loan_until: string | null;
}

/** The tables the teams module owns: only its code writes them (see ownership.test.ts). */
export interface TeamsTables {
  team: TeamTable;
  player: PlayerTable;
}
