import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  arrivalsBetween,
  type NotificationCheck,
  refreshAnnounced,
} from '../../../entities/notifications/announcements';
import { notificationKeys } from '../../../entities/query-keys';
import { useAuthStore } from '../../../lib/auth-store';
import { getNotifications } from './get-notifications';

/** First check 10 s after mount, then every 10 s (admin spec §4, §9). */
export const UNREAD_CHECK_MS = 10_000;

/**
 * GET /api/notifications?limit=1: the unread count, and the newest notification, which says
 * what another user's action has changed.
 */
export async function checkNotifications(signal?: AbortSignal): Promise<NotificationCheck> {
  const page = await getNotifications(1, 1, signal);
  return { unreadCount: page.unreadCount, newest: page.docs[0] ?? null };
}

/** Query options of the check, polled every 10 s and run again when the window regains focus. */
export function notificationCheckQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => checkNotifications(signal),
    refetchInterval: UNREAD_CHECK_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}

/**
 * Whether the signed-in participant has unread notifications, for the dot on the bottom
 * bar (admin spec §4, new-notification marker). The first check runs 10 s after mount and
 * then every 10 s, only while a user (not an admin) is signed in; a failed check shows no dot.
 * A check that finds a new notification refreshes what it announces (a friend accepted: the
 * friends lists), so lists other people change do not stay stale until a reload.
 */
export function useHasUnreadNotifications(): boolean {
  const queryClient = useQueryClient();
  const isUser = useAuthStore((s) => s.authed && s.role === 'user');
  const [started, setStarted] = useState(false);
  const previous = useRef<NotificationCheck>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), UNREAD_CHECK_MS);
    return () => clearTimeout(timer);
  }, []);

  const { data, isError } = useQuery({
    ...notificationCheckQueryOptions(),
    enabled: started && isUser,
  });

  useEffect(() => {
    if (!data) return;
    const arrivals = arrivalsBetween(previous.current, data);
    previous.current = data;
    void refreshAnnounced(queryClient, arrivals, data.newest?.modelId);
  }, [data, queryClient]);

  return isUser && !isError && (data?.unreadCount ?? 0) > 0;
}
