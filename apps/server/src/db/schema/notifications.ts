import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** In-app notifications (types of rule 21). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    message: text('message').notNull(),
    /** Sanitized HTML (admin communications) or empty. */
    description: text('description').notNull().default(''),
    modelId: uuid('model_id'),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // At most one unread like notification (1002) per liker and post (decision 026): a
    // like that would add a second inserts nothing (ON CONFLICT DO NOTHING), also when
    // likes and unlikes race.
    uniqueIndex('notifications_unread_like_idx')
      .on(t.modelId, t.senderId)
      .where(sql`${t.type} = 1002 and ${t.readAt} is null`),
  ],
);

/** Messages administrators send to an audience by notification or email (rule 22). */
export const communications = pgTable(
  'communications',
  {
    id: id(),
    name: text('name').notNull(),
    /** Sanitized rich text. */
    message: text('message').notNull(),
    /** notification | email (the spec's `select`). */
    channel: text('channel').notNull(),
    /** all | event | user | email */
    audience: text('audience').notNull(),
    /** Event ids, user ids or addresses, depending on the audience. */
    data: jsonb('data').$type<string[]>().notNull().default([]),
    /** pending | sending | sent | failed */
    status: text('status').notNull().default('pending'),
    sentCount: integer('sent_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('communications_created_at_idx').on(t.createdAt)],
);
