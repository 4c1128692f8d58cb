import type { Statement } from '@cc/shared/fundraising/fundraising.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundraisingKeys } from '../../../entities/query-keys';
import { api, isApiError } from '../../../lib/api-client';

/**
 * GET /api/events/:id/fundraising/statement?version= (admin): a settled statement as JSON,
 * the latest unless a version is asked for, with the list of every version. `null` before
 * the first settle (the API answers 404 then).
 */
export async function getStatement(
  eventId: string,
  version?: number,
  signal?: AbortSignal,
): Promise<Statement | null> {
  try {
    return await api<Statement>(`/events/${encodeURIComponent(eventId)}/fundraising/statement`, {
      query: { version, format: 'json' },
      signal,
    });
  } catch (error) {
    if (isApiError(error, 'NOT_FOUND')) return null;
    throw error;
  }
}

/** Query options of one statement version (the latest without one). */
export function statementQueryOptions(eventId: string, version?: number) {
  return queryOptions({
    queryKey: fundraisingKeys.statement(eventId, version),
    queryFn: ({ signal }) => getStatement(eventId, version, signal),
  });
}

/** An event's statement; `data` is null while it was never settled. */
export function useStatement(eventId: string, version?: number) {
  return useQuery(statementQueryOptions(eventId, version));
}
