import { foldSearchText } from '@cc/shared/users/search';
import { useMemo } from 'react';
import { useTeams } from '../../../entities/teams/team-list';
import { useKeepPageWithin, useTableControls } from '../../../lib/use-paged-list';

/**
 * State of the admin team table (admin spec §2: local search over the loaded teams). All
 * teams arrive in one answer; the search (accent- and case-insensitive, on name and
 * description) and the paging (10/25/50) run in the browser, so typing sends no request.
 * The shape matches what `AdminTableFrame` drives.
 */
export function useLocalTeamList() {
  const query = useTeams();
  const controls = useTableControls();
  const { search, page, limit } = controls;

  const matching = useMemo(() => {
    const wanted = foldSearchText(search);
    const all = query.data ?? [];
    if (!wanted) return all;
    return all.filter((team) => foldSearchText(team.name, team.description).includes(wanted));
  }, [query.data, search]);

  const totalDocs = matching.length;
  const totalPages = totalDocs === 0 ? 0 : Math.ceil(totalDocs / limit);
  useKeepPageWithin(controls, totalPages);

  return {
    ...controls,
    teams: matching.slice((page - 1) * limit, page * limit),
    totalDocs,
    totalPages,
    isLoading: query.isPending && query.isFetching,
    isError: query.isError,
    error: query.error,
  };
}
