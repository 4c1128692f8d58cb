import type { Post } from '@cc/shared/feed/feed.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** GET /api/activities/:id: one post with all its comments and likes. */
export function getPost(id: string, signal?: AbortSignal): Promise<Post> {
  return api<Post>(`/activities/${encodeURIComponent(id)}`, { signal });
}

/** Query options of one full post. */
export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: feedKeys.post(id),
    queryFn: ({ signal }) => getPost(id, signal),
  });
}

/** One full post; idle until `enabled` (a card loads it when "More" opens). */
export function usePost(id: string, enabled = true) {
  return useQuery({ ...postQueryOptions(id), enabled });
}
