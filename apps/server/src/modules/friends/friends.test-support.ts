import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { friendships, notifications } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Headers of a signed-in user. */
export type Headers = { authorization: string; 'idempotency-key'?: string };

/** POST /api/friends/addFriend as the owner of `headers`. */
export function addFriend(t: TestApp, headers: Headers, receiver: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/friends/addFriend',
    headers,
    payload: { receiver },
  });
}

/** One of the friendship actions taking `:id`. */
export function friendAction(
  t: TestApp,
  headers: Headers,
  action: 'acceptFriend' | 'rejectFriend' | 'cancelRequest' | 'deleteFriend',
  id: string,
) {
  return t.app.inject({
    method: action === 'acceptFriend' ? 'PATCH' : 'DELETE',
    url: `/api/friends/${action}/${id}`,
    headers,
  });
}

/** The stored friendship rows between two users (either direction). */
export function pairRows(db: Db, a: string, b: string) {
  return db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.senderId, a), eq(friendships.receiverId, b)),
        and(eq(friendships.senderId, b), eq(friendships.receiverId, a)),
      ),
    );
}

/** The stored notifications of a user. */
export function notificationsOf(db: Db, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}
