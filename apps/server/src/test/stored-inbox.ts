import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { rowsOf } from './stored';

/** One row of the friends tab's inbox, as text. */
export interface InboxRow {
  viewer: string;
  post: string;
  at: string;
}

/** The stored inbox rows of `people`, in one order. */
export function storedInbox(db: Db, people: string[]) {
  return rowsOf<InboxRow>(
    db,
    sql`select viewer_id::text as viewer, activity_id::text as post, created_at::text as at
        from feed_inbox where viewer_id = any(${`{${people.join(',')}}`}::uuid[]) order by 1, 2`,
  );
}

/** What the inbox of `people` must hold: their own posts and their friends', at their times. */
export function recountedInbox(db: Db, people: string[]) {
  return rowsOf<InboxRow>(
    db,
    sql`select v.id::text as viewer, a.id::text as post, a.created_at::text as at
        from unnest(${`{${people.join(',')}}`}::uuid[]) v(id)
        join activities a on a.user_id = v.id
          or exists (select 1 from friendships f where f.status = 'accepted'
                     and ((f.sender_id = v.id and f.receiver_id = a.user_id)
                       or (f.receiver_id = v.id and f.sender_id = a.user_id)))
        order by 1, 2`,
  );
}

/**
 * Asserts that the inbox kept by migration 0018's triggers (decision 089) holds exactly the
 * rows a recount gives for `people`, and answers them.
 */
export async function expectExactInbox(db: Db, people: string[]) {
  const expected = await recountedInbox(db, people);
  expect(await storedInbox(db, people)).toEqual(expected);
  return expected;
}

/** Whether any inbox row belongs to `userId` or names a post that no longer exists. */
export function strayInboxRows(db: Db, userId: string) {
  return rowsOf(
    db,
    sql`select 1 from feed_inbox i where i.viewer_id = ${userId}::uuid
        or not exists (select 1 from activities a where a.id = i.activity_id)`,
  );
}

/** Every inbox row, in one order. */
export function wholeInbox(db: Db) {
  return rowsOf(
    db,
    sql`select viewer_id, created_at, activity_id from feed_inbox order by 1, 2, 3`,
  );
}
