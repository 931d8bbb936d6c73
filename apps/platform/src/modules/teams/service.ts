import type { Loan, PlayerProfile, PlayerSummary, Team, TeamDetail } from '@club/api-client';
import type { PlayerRecord, TeamRecord, TeamsRepo } from './repo';

export function toTeam(record: TeamRecord): Team {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    showOnMatches: record.show_on_matches === 1,
    showOnTeams: record.show_on_teams === 1,
    externalTeamPage: record.external_team_page,
    externalMatchPage: record.external_match_page,
    isSingleGroup: record.is_single_group === 1,
    displayPositionOnCard: record.display_position_on_card === 1,
    isMiniCard: record.is_mini_card === 1,
    childFriendly: record.child_friendly === 1,
    ...(record.show_team_overview === null ? {} : { showTeamOverview: record.show_team_overview === 1 }),
  };
}

function toLoan(record: PlayerRecord): Loan | null {
  if (record.loan_club === null || record.loan_from === null || record.loan_until === null) return null;
  return { club: record.loan_club, from: record.loan_from, until: record.loan_until };
}

export function toPlayerSummary(record: PlayerRecord): PlayerSummary {
  return {
    id: record.slug,
    slug: record.slug,
    team: record.team_slug,
    name: `${record.first_name} ${record.last_name}`,
    firstName: record.first_name,
    lastName: record.last_name,
    position: record.position,
    shirtNumber: record.shirt_number,
    nationality: record.nationality,
    dateOfBirth: record.date_of_birth,
    imageKey: record.image_key,
    loan: toLoan(record),
  };
}

/** Teams, squads, player profiles and loans. Undefined answers mean 'no such team or player'. */
export function createTeamsService(repo: TeamsRepo) {
  return {
    async teams(): Promise<Team[]> {
      return (await repo.listTeams()).map(toTeam);
    },

    async team(slug: string): Promise<TeamDetail | undefined> {
      const team = await repo.findTeam(slug);
      if (!team) return undefined;
      return { ...toTeam(team), squad: (await repo.listPlayers(slug)).map(toPlayerSummary) };
    },

    async player(teamSlug: string, playerSlug: string): Promise<PlayerProfile | undefined> {
      const [team, player] = await Promise.all([repo.findTeam(teamSlug), repo.findPlayer(teamSlug, playerSlug)]);
      if (!team || !player) return undefined;
      const seasons = await repo.listPlayerSeasons(playerSlug);
      return {
        ...toPlayerSummary(player),
        biography: player.biography,
        teamName: team.name,
        seasons: seasons.map((season) => ({
          season: season.seasonSlug,
          seasonName: season.seasonName,
          appearances: season.appearances,
          starts: season.starts,
          goals: season.goals,
          yellowCards: season.yellowCards,
          redCards: season.redCards,
        })),
      };
    },

    /** The team's players out on loan, by position and shirt number; undefined for an unknown team. */
    async loans(slug: string): Promise<(PlayerSummary & { loan: Loan })[] | undefined> {
      const team = await repo.findTeam(slug);
      if (!team) return undefined;
      return (await repo.listPlayers(slug))
        .map(toPlayerSummary)
        .filter((player): player is PlayerSummary & { loan: Loan } => player.loan !== null);
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
