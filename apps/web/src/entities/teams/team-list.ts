import type { Team } from '@cc/shared/teams/teams.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { teamKeys } from '../query-keys';

/**
 * The list of every team: participants pick theirs on /teams, administrators manage them and
 * choose the team of a team pledge (fundraising). One cache entry for all of them.
 */

/** GET /api/teams/all: every team, oldest first, with its member count. */
export async function getTeams(signal?: AbortSignal): Promise<Team[]> {
  const list = await api<{ docs: Team[] }>('/teams/all', {
    query: { sort: 'createdAt', order: 1 },
    signal,
  });
  return list.docs;
}

/** Query options of the team list. */
export function teamsQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => getTeams(signal),
  });
}

/** Every team, oldest first. */
export function useTeams() {
  return useQuery(teamsQueryOptions());
}
