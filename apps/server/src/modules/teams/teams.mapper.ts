import type { Team } from '@cc/shared/teams/teams.schemas';
import type { TeamRow } from './teams.repository';

/** Maps a stored team to the API's shape. */
export function toTeam(row: TeamRow): Team {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}
