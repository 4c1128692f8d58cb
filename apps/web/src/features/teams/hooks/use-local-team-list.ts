import { foldSearchText } from '@cc/shared/users/search';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_LIMIT } from '../../../lib/use-paged-list';
import { useTeams } from '../api/get-teams';

/**
 * State of the admin team table (admin spec §2: local search over the loaded teams). All
 * teams arrive in one answer; the search (accent- and case-insensitive, on name and
 * description) and the paging (10/25/50) run in the browser, so typing sends no request.
 * The shape matches what `AdminTableFrame` drives.
 */
export function useLocalTeamList() {
  const query = useTeams();
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimitValue] = useState(DEFAULT_PAGE_LIMIT);

  const matching = useMemo(() => {
    const wanted = foldSearchText(search);
    const all = query.data ?? [];
    if (!wanted) return all;
    return all.filter((team) => foldSearchText(team.name, team.description).includes(wanted));
  }, [query.data, search]);

  const totalDocs = matching.length;
  const totalPages = totalDocs === 0 ? 0 : Math.ceil(totalDocs / limit);

  // A deletion can empty the last page: move to the page that is now the last.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  return {
    search,
    /** Changes the search text; the list starts again at page 1. */
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    page,
    setPage,
    limit,
    /** Changes the page size; the list starts again at page 1. */
    setLimit: (next: number) => {
      setLimitValue(next);
      setPage(1);
    },
    teams: matching.slice((page - 1) * limit, page * limit),
    totalDocs,
    totalPages,
    isLoading: query.isPending && query.isFetching,
    isError: query.isError,
    error: query.error,
  };
}
