import type { Team } from '@cc/shared/teams/teams.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

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
