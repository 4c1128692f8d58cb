import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../common/paging';

/**
 * The audit trail (issue 30): one append-only row per administrator write, naming who did
 * what to which object, with the fields before and after (never password hashes or tokens).
 * Read by `GET /api/admin/audit` and the admin area's Audit page.
 */

/** The kinds of object an administrator changes. */
export const auditObjectTypes = [
  'user',
  'event',
  'team',
  'communication',
  'report',
  'notice',
  'pledge',
  'review',
  'group',
  'export',
  'fundraising',
] as const;
export type AuditObjectType = (typeof auditObjectTypes)[number];

/**
 * Every action the trail records, `<objectType>.<verb>`. A new administrator write adds its
 * action here (and its words in the web app's `audit` namespace, both languages).
 */
export const auditActions = [
  'user.create',
  'user.update',
  'user.role',
  'user.activation',
  'user.delete',
  'event.create',
  'event.update',
  'event.delete',
  'team.create',
  'team.update',
  'team.delete',
  'communication.send',
  'report.download',
  'notice.create',
  'notice.update',
  'notice.delete',
  'pledge.create',
  'pledge.update',
  'pledge.delete',
  'review.decide',
  'group.create',
  'group.update',
  'group.delete',
  'export.download',
  'communication.delete',
  'fundraising.update',
  'fundraising.settle',
  'fundraising.reopen',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Field values as they were before and after the write; absent fields did not change. */
const fieldsSchema = z.record(z.string(), z.unknown()).nullable();

/** One row of the trail as the API answers it. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  /** When it happened (ISO 8601). */
  at: z.string(),
  /** Who did it: null when the account has since been deleted (its id stays in `actorId`). */
  actor: z
    .object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  actorId: z.string(),
  action: z.enum(auditActions),
  objectType: z.enum(auditObjectTypes),
  /** The object's id; null for a write without one object (a report over all events). */
  objectId: z.string().nullable(),
  before: fieldsSchema,
  after: fieldsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pagedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** An optional day `YYYY-MM-DD`, taken in the platform time zone; `to` includes its day. */
const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'INVALID' })
  .optional();

/**
 * `GET /api/admin/audit` and its download: filters by actor (user id), action, object type
 * and days `from`..`to`; newest first, 50 a page by default.
 */
export const auditQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(50),
  actor: z.uuid({ error: 'INVALID' }).optional(),
  action: z.enum(auditActions, { error: 'INVALID' }).optional(),
  objectType: z.enum(auditObjectTypes, { error: 'INVALID' }).optional(),
  from: dayField,
  to: dayField,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The download takes the same filters, without paging: every matching row, newest first. */
export const auditDownloadQuerySchema = auditQuerySchema.omit({ page: true, limit: true });
export type AuditDownloadQuery = z.infer<typeof auditDownloadQuerySchema>;
