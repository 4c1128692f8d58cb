import { type SQL, sql } from 'drizzle-orm';
import { friendships } from './schema';

/**
 * The ids of `userId`'s friends (accepted friendships in either direction) as a subquery
 * body: two index reads (friendships_sender_idx, friendships_receiver_idx), one per
 * direction. Shared by every read that filters by friendship (feed, rankings).
 */
export function friendIdsSql(userId: string): SQL {
  return sql`
    select f.receiver_id as id from ${friendships} f
    where f.sender_id = ${userId}::uuid and f.status = 'accepted'
    union all
    select f.sender_id from ${friendships} f
    where f.receiver_id = ${userId}::uuid and f.status = 'accepted'`;
}
