import type { Paged } from '@cc/shared/common/paging';
import type {
  Communication,
  CommunicationStatus,
  ListCommunicationsQuery,
} from '@cc/shared/communications/communications.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { communicationKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** What the communications table asks for: search text and page. */
export interface CommunicationsListParams {
  filter: string;
  page: number;
  limit: number;
}

/** How often the list asks again while a communication on it is still being sent. */
export const LIVE_REFRESH_MS = 2000;

/** Statuses of a communication whose delivery has not finished. */
const inProgress: ReadonlySet<CommunicationStatus> = new Set(['queued', 'sending']);

/** Whether a communication is still waiting to be sent or being sent. */
export function isInProgress(communication: Pick<Communication, 'status'>): boolean {
  return inProgress.has(communication.status);
}

/**
 * The refresh interval of a loaded page (rule 22: the list shows the progress live): every
 * 2 s while any row is queued or sending, none once all are sent or failed.
 */
export function liveRefreshInterval(page: Paged<Communication> | undefined): number | false {
  return page?.docs.some(isInProgress) ? LIVE_REFRESH_MS : false;
}

/** GET /api/communications (admin): one page of communications, newest first, by name. */
export function getCommunications(
  params: CommunicationsListParams,
  signal?: AbortSignal,
): Promise<Paged<Communication>> {
  const filter = params.filter.trim();
  const query: ListCommunicationsQuery = {
    page: params.page,
    limit: params.limit,
    ...(filter ? { filter } : {}),
  };
  return api<Paged<Communication>>('/communications', { query: { ...query }, signal });
}

/**
 * Query options of one communications page: the previous page stays visible while the next
 * loads, and the page refreshes itself while a communication on it is being sent.
 */
export function communicationsQueryOptions(params: CommunicationsListParams) {
  return queryOptions({
    queryKey: communicationKeys.list(params),
    queryFn: ({ signal }) => getCommunications(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => liveRefreshInterval(query.state.data),
  });
}

/** One page of the admin communications list. */
export function useCommunications(params: CommunicationsListParams) {
  return useQuery(communicationsQueryOptions(params));
}
