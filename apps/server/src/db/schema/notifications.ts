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
    // At most one unread comment notification (1003, 1004) per recipient, post and type
    // (decision 060): a later comment updates it (ON CONFLICT DO UPDATE) instead of adding
    // a row, also when comments race.
    uniqueIndex('notifications_unread_comment_idx')
      .on(t.userId, t.modelId, t.type)
      .where(sql`${t.type} in (1003, 1004) and ${t.readAt} is null`),
    // One notification per recipient of a communication (1000) and per participant of an
    // event that opened (1001): a delivery that runs twice inserts nothing the second time.
    uniqueIndex('notifications_once_per_model_idx')
      .on(t.modelId, t.userId)
      .where(sql`${t.type} in (1000, 1001)`),
    // One notification per participant of an event and fundraising milestone (1008,
    // message = the percent, decision 070): a milestone job that runs twice adds nothing.
    uniqueIndex('notifications_once_per_milestone_idx')
      .on(t.modelId, t.userId, t.message)
      .where(sql`${t.type} = 1008`),
  ],
);

/**
 * Messages administrators send to an audience by notification or email (rule 22). The
 * message is kept per language as sanitized HTML; each recipient gets theirs, or the other
 * when theirs is empty. Delivery runs as a job (decision 037); the counts follow it.
 */
export const communications = pgTable(
  'communications',
  {
    id: id(),
    name: text('name').notNull(),
    /**
     * Optional German and English titles (decision 075): a recipient's notification takes
     * the title of the language their message is read in, else `name`.
     */
    nameDe: text('name_de').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    /** Sanitized rich text in German, or empty. */
    messageDe: text('message_de').notNull().default(''),
    /** Sanitized rich text in English, or empty. */
    messageEn: text('message_en').notNull().default(''),
    /** notification | email (the spec's `select`). */
    channel: text('channel').notNull(),
    /** all | event | user | email */
    audience: text('audience').notNull(),
    /** Event ids, user ids or addresses, depending on the audience. */
    data: jsonb('data').$type<string[]>().notNull().default([]),
    /** queued | sending | sent | failed */
    status: text('status').notNull().default('queued'),
    /** Recipients reached. */
    sentCount: integer('sent_count').notNull().default(0),
    /** Recipients that could not be reached. */
    failedCount: integer('failed_count').notNull().default(0),
    /** Recipients in all, known once the job has listed them. */
    totalCount: integer('total_count').notNull().default(0),
    /** Language of the sending administrator: typed addresses of no account get it. */
    senderLanguage: text('sender_language').notNull().default('DE'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the last recipient was handled. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('communications_created_at_idx').on(t.createdAt)],
);

/**
 * One row per recipient of a communication, listed once by its job and then worked off in
 * batches: the record that makes delivery exactly once (a notification batch and its rows'
 * `sent` commit together). Ids come from the database (the list is one INSERT ... SELECT).
 */
export const communicationRecipients = pgTable(
  'communication_recipients',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    communicationId: uuid('communication_id')
      .notNull()
      .references(() => communications.id, { onDelete: 'cascade' }),
    /** The account; null for a typed address that belongs to nobody. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where the e-mail goes (e-mail channel only). */
    email: text('email'),
    /** DE | EN: the recipient's profile language, or the sender's for a foreign address. */
    language: text('language').notNull(),
    /** pending | sent | failed */
    state: text('state').notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why delivery failed. */
    error: text('error'),
  },
  (t) => [
    uniqueIndex('communication_recipients_user_key').on(t.communicationId, t.userId),
    uniqueIndex('communication_recipients_email_key').on(t.communicationId, t.email),
    index('communication_recipients_pending_idx')
      .on(t.communicationId)
      .where(sql`${t.state} = 'pending'`),
  ],
);
