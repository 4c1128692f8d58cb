import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { friendships } from './schema';

/**
 * The ids of `userId`'s friends (accepted friendships in either direction) as a subquery
 * body: two index reads (friendships_sender_idx, friendships_receiver_idx), one per
 * direction. Shared by every read that filters by friendship (feed, rankings). `userId` may
 * be a placeholder of a prepared statement.
 */
export function friendIdsSql(userId: string | Placeholder): SQL {
  return sql`
    select f.receiver_id as id from ${friendships} f
    where f.sender_id = ${userId}::uuid and f.status = 'accepted'
    union all
    select f.sender_id from ${friendships} f
    where f.receiver_id = ${userId}::uuid and f.status = 'accepted'`;
}

/**
 * Whether an accepted friendship joins the users `a` and `b` (either direction), as an SQL
 * boolean: one probe of the unique pair index (least/greatest on both sides answer it
 * whatever the direction). For a few rows, cheaper than reading all of one side's friends.
 */
export function areFriendsSql(a: SQL, b: SQL): SQL {
  return sql`exists (
    select 1 from ${friendships} f
    where least(f.sender_id, f.receiver_id) = least(${a}, ${b})
      and greatest(f.sender_id, f.receiver_id) = greatest(${a}, ${b})
      and f.status = 'accepted'
  )`;
}
