import type { Activity } from '@cc/shared/activities/activities.schemas';
import type { Paged } from '@cc/shared/common/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** How many activities of one event the progress list loads at once. */
export const MY_ACTIVITIES_LIMIT = 100;

/** GET /api/profile/myActivities: the user's activities of one event, newest date first. */
export function getMyActivities(eventId: string, signal?: AbortSignal): Promise<Paged<Activity>> {
  return api<Paged<Activity>>('/profile/myActivities', {
    query: { eventId, page: 1, limit: MY_ACTIVITIES_LIMIT },
    signal,
  });
}

/** Query options of one event's activity list. */
export function myActivitiesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: activityKeys.mine(eventId),
    queryFn: ({ signal }) => getMyActivities(eventId, signal),
  });
}

/** The user's activities of one event; idle until `enabled` (the accordion panel opens). */
export function useMyActivities(eventId: string, enabled = true) {
  return useQuery({ ...myActivitiesQueryOptions(eventId), enabled });
}
