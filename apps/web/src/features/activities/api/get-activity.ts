import type { Activity } from '@cc/shared/activities/activities.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** GET /api/activities/:id: one of the user's activities, for the edit form. */
export function getActivity(id: string, signal?: AbortSignal): Promise<Activity> {
  return api<Activity>(`/activities/${encodeURIComponent(id)}`, { signal });
}

/** Query options of one activity. */
export function activityQueryOptions(id: string) {
  return queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: ({ signal }) => getActivity(id, signal),
  });
}

/** One activity; idle without an id (the create form). */
export function useActivity(id: string | undefined) {
  return useQuery({ ...activityQueryOptions(id ?? ''), enabled: Boolean(id) });
}
