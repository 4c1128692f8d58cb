import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * The audit trail (issue 30, decision 095): one row per administrator write, appended in
 * the write's own transaction. Rows are never updated; only the retention job deletes them,
 * by `at`, once past the configured period.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Who did it. No foreign key: the trail outlives the account, so the id stays after the
     * user is deleted and the API shows the name only while the account exists.
     */
    actorId: uuid('actor_id').notNull(),
    /** `<objectType>.<verb>`, one of the shared `auditActions`. */
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    /** Null for a write without one object (a report over every event). */
    objectId: text('object_id'),
    /** The fields as they were and as they became, secrets removed (audit.fields.ts). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_actor_at_idx').on(t.actorId, t.at.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc()),
    index('audit_log_object_type_at_idx').on(t.objectType, t.at.desc()),
  ],
);
