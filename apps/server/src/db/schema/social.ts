import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Friend requests and friendships. One row per pair whatever its direction (the unique
 * index on the ordered pair), so concurrent mutual requests cannot make two.
 */
export const friendships = pgTable(
  'friendships',
  {
    id: id(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | accepted */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friendships_pair_key').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
    ),
    index('friendships_sender_idx').on(t.senderId, t.status),
    index('friendships_receiver_idx').on(t.receiverId, t.status),
  ],
);
