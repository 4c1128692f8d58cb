import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { notificationKeys } from '../../../lib/query-keys';
import { getNotifications } from './get-notifications';

/** First check 10 s after mount, then every 10 s (admin spec §4, §9). */
export const UNREAD_CHECK_MS = 10_000;

/** GET /api/notifications?limit=1: only the number of unread notifications is wanted. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const page = await getNotifications(1, 1, signal);
  return page.unreadCount;
}

/** Query options of the unread count, polled every 10 s. */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_CHECK_MS,
    staleTime: 0,
  });
}

/**
 * Whether the signed-in participant has unread notifications, for the dot on the bottom
 * bar (admin spec §4, new-notification marker). The first check runs 10 s after mount and
 * then every 10 s, only while a user (not an admin) is signed in; a failed check shows no dot.
 */
export function useHasUnreadNotifications(): boolean {
  const isUser = useAuthStore((s) => s.authed && s.role === 'user');
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), UNREAD_CHECK_MS);
    return () => clearTimeout(timer);
  }, []);

  const { data, isError } = useQuery({ ...unreadCountQueryOptions(), enabled: started && isUser });
  return isUser && !isError && (data ?? 0) > 0;
}
