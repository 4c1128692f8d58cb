import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { AuditFields } from './audit.fields';

/** A row to append; `at` is the database's now(). */
export interface NewAuditRow {
  id: string;
  actorId: string;
  action: string;
  objectType: string;
  objectId: string | null;
  before: AuditFields | null;
  after: AuditFields | null;
}

/** A stored row with its actor's name while the account exists. */
export interface AuditRow extends NewAuditRow {
  at: Date;
  /** `at` to the microsecond, as text (a Date keeps milliseconds only): the download's cursor. */
  cursor: string;
  actor: { id: string; firstName: string; lastName: string; email: string } | null;
}

/** The filters of the list and the download, as instants. */
export interface AuditFilter {
  actorId?: string;
  action?: string;
  objectType?: string;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  until?: Date;
  /** Only rows after this one in the list's order (the download's pages): its `cursor`. */
  olderThan?: { cursor: string; id: string };
}

/** Appends one row. The trail has no update and no delete here: only retention deletes. */
export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.objectType ? eq(auditLog.objectType, filter.objectType) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.until ? lt(auditLog.at, filter.until) : undefined,
    filter.olderThan
      ? sql`(${auditLog.at}, ${auditLog.id}) < (${filter.olderThan.cursor}::timestamptz, ${filter.olderThan.id}::uuid)`
      : undefined,
  );
}

/**
 * One page of matching rows, newest first (the id, time-ordered, breaks ties), each with its
 * actor joined; the indexes on (filter column, at) serve each filter.
 */
export async function findAuditPage(
  db: Db,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditRow[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      cursor: sql<string>`${auditLog.at}::text`,
      actorId: auditLog.actorId,
      action: auditLog.action,
      objectType: auditLog.objectType,
      objectId: auditLog.objectId,
      before: auditLog.before,
      after: auditLog.after,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ userId, firstName, lastName, email, ...row }) => ({
    ...row,
    actor:
      userId && firstName !== null && lastName !== null && email !== null
        ? { id: userId, firstName, lastName, email }
        : null,
  }));
}

/** How many rows match. */
export async function countAuditRows(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(filter));
  return row?.n ?? 0;
}
