import type {
  AuditAction,
  AuditEntry,
  AuditObjectType,
  AuditQuery,
} from '@cc/shared/audit/audit.schemas';
import { type Paged, toPaged } from '@cc/shared/common/paging';
import { fieldError } from '@cc/shared/errors/app-error';
import { addDays, isIsoDate, startOfDayInstant } from '@cc/shared/time/calendar';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { AdminContext } from '../../platform/context';
import { auditFields } from './audit.fields';
import * as repo from './audit.repository';

/** One administrator write, as the writing service describes it. */
export interface AuditRecord {
  /** The administrator who wrote: the request's user. */
  actorId: string;
  action: AuditAction;
  objectType: AuditObjectType;
  /** The object's id; null for a write without one object (a report over all events). */
  objectId: string | null;
  /** The object before the write (null on a create or a download). */
  before?: object | null;
  /** The object after the write (null on a delete). */
  after?: object | null;
}

/**
 * Appends the trail's row of an administrator write (decision 095). Pass the write's own
 * transaction: a write that rolls back leaves no row. Secrets are stripped, and when both
 * `before` and `after` are given only the fields that changed are kept.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const fields = auditFields(record.before, record.after);
  await repo.insertAuditRow(db, {
    id: newId(),
    actorId: record.actorId,
    action: record.action,
    objectType: record.objectType,
    objectId: record.objectId,
    ...fields,
  });
}

/** Filters of the list and the download, without paging. */
export type AuditFilterQuery = Omit<AuditQuery, 'page' | 'limit'>;

/**
 * The query's days as instants in the platform time zone: from the start of `from` to the
 * start of the day after `to`. A day that does not exist, or `to` before `from`, is INVALID.
 */
export function filterOf(ctx: AdminContext, query: AuditFilterQuery): repo.AuditFilter {
  const zone = ctx.config.timeZone;
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    if (day !== undefined && !isIsoDate(day)) throw fieldError(field, 'INVALID');
  }
  if (query.from && query.to && query.to < query.from) throw fieldError('to', 'INVALID');
  return {
    actorId: query.actor,
    action: query.action,
    objectType: query.objectType,
    from: query.from ? startOfDayInstant(query.from, zone) : undefined,
    until: query.to ? startOfDayInstant(addDays(query.to, 1), zone) : undefined,
  };
}

/** A stored row as the API answers it. */
export function toAuditEntry(row: repo.AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: row.actor
      ? {
          _id: row.actor.id,
          firstName: row.actor.firstName,
          lastName: row.actor.lastName,
          email: row.actor.email,
        }
      : null,
    actorId: row.actorId,
    action: row.action as AuditAction,
    objectType: row.objectType as AuditObjectType,
    objectId: row.objectId,
    before: row.before,
    after: row.after,
  };
}

/** `GET /api/admin/audit`: one page of the trail, newest first. */
export async function listAudit(ctx: AdminContext, query: AuditQuery): Promise<Paged<AuditEntry>> {
  const filter = filterOf(ctx, query);
  const [rows, total] = await Promise.all([
    repo.findAuditPage(ctx.db, filter, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countAuditRows(ctx.db, filter),
  ]);
  return toPaged(rows.map(toAuditEntry), total, query);
}
