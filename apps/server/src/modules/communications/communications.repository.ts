import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  communicationRecipients,
  communications,
  eventParticipants,
  events,
  notifications,
  users,
} from '../../db/schema';
import { likeContains } from '../../db/search';

/** A stored communication. */
export type CommunicationRow = typeof communications.$inferSelect;
/** Columns of a new communication. */
export type NewCommunication = typeof communications.$inferInsert;

/** Inserts a communication. */
export async function insertCommunication(db: Db, values: NewCommunication): Promise<void> {
  await db.insert(communications).values(values);
}

/** The condition of the administrators' search: `text` anywhere in the name, any case. */
export function nameSearchCondition(text: string | undefined): SQL | undefined {
  return text ? ilike(communications.name, likeContains(text)) : undefined;
}

/** One page of communications matching `where`, newest first. */
export function findCommunicationPage(
  db: Db,
  opts: { where: SQL | undefined; limit: number; offset: number },
): Promise<CommunicationRow[]> {
  return db
    .select()
    .from(communications)
    .where(opts.where)
    .orderBy(desc(communications.createdAt), desc(communications.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

/** How many communications match `where`. */
export async function countCommunications(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communications).where(where);
  return row?.n ?? 0;
}

/** One communication; undefined when missing. */
export async function findCommunicationById(
  db: Db,
  id: string,
): Promise<CommunicationRow | undefined> {
  const [row] = await db.select().from(communications).where(eq(communications.id, id));
  return row;
}

/**
 * Deletes a communication with its recipient list (so its job finds nothing left to send);
 * notifications already delivered stay. Answers whether it existed.
 */
export async function deleteCommunicationRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(communications)
    .where(eq(communications.id, id))
    .returning({ id: communications.id });
  return rows.length > 0;
}

/** Which of `ids` are events. */
export async function findExistingEventIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: events.id }).from(events).where(inArray(events.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Which of `ids` are users. */
export async function findExistingUserIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The communication's status, locking its row until commit; undefined when deleted. */
export async function lockCommunication(db: Db, id: string) {
  const [row] = await db
    .select({ status: communications.status })
    .from(communications)
    .where(eq(communications.id, id))
    .for('update');
  return row;
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Lists the recipients of an account audience in one INSERT ... SELECT, each person once
 * (the unique key skips a second row): `all` the active, verified participants; `event`
 * the active participants of the events; `user` the active chosen users. The e-mail
 * channel keeps each address.
 */
export async function insertAccountRecipients(
  db: Db,
  c: Pick<CommunicationRow, 'id' | 'audience' | 'channel' | 'data'>,
): Promise<void> {
  const audience =
    c.audience === 'all'
      ? sql`u.role = 'user' and u.verified_at is not null`
      : c.audience === 'event'
        ? sql`exists (select 1 from ${eventParticipants} p
            where p.user_id = u.id and p.event_id in (${idList(c.data)}))`
        : sql`u.id in (${idList(c.data)})`;
  const email = c.channel === 'email' ? sql`u.email` : sql`null`;
  await db.execute(sql`
    insert into ${communicationRecipients} (communication_id, user_id, email, language)
    select ${c.id}::uuid, u.id, ${email}, u.language
    from ${users} u
    where u.status and ${audience}
    on conflict do nothing`);
}

/** The accounts (id and language) of the addresses among `emails`. */
export function findAccountsByEmail(db: Db, emails: string[]) {
  return db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.email, emails));
}

/** Inserts typed recipients; an address listed before is skipped. */
export async function insertRecipients(
  db: Db,
  rows: Array<typeof communicationRecipients.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await db.insert(communicationRecipients).values(rows).onConflictDoNothing();
}

/** Sets a listed communication sending with its total (or sent at once when nobody is in it). */
export async function startSending(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(communications)
    .set({
      totalCount: sql`(select count(*)::int from ${communicationRecipients}
        where ${communicationRecipients.communicationId} = ${id})`,
      status: 'sending',
    })
    .where(eq(communications.id, id))
    .returning({ total: communications.totalCount });
  return row?.total ?? 0;
}

/** A recipient about to be reached. */
export interface PendingRecipient {
  id: string;
  userId: string | null;
  email: string | null;
  language: string;
}

/**
 * Up to `limit` pending recipients of a communication, locked until commit (SKIP LOCKED: a
 * second worker on the same communication would take others, never the same).
 */
export function lockPendingRecipients(
  db: Db,
  communicationId: string,
  limit: number,
): Promise<PendingRecipient[]> {
  return db
    .select({
      id: communicationRecipients.id,
      userId: communicationRecipients.userId,
      email: communicationRecipients.email,
      language: communicationRecipients.language,
    })
    .from(communicationRecipients)
    .where(
      and(
        eq(communicationRecipients.communicationId, communicationId),
        eq(communicationRecipients.state, 'pending'),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Marks recipients reached (`sent`) or not (`failed`, with the reason) and adds them to the
 * communication's counts, only those still pending: a repeat changes nothing. Answers how
 * many changed.
 */
export async function markRecipients(
  db: Db,
  communicationId: string,
  ids: string[],
  outcome: { state: 'sent' } | { state: 'failed'; error: string },
): Promise<number> {
  if (ids.length === 0) return 0;
  const changed = await db
    .update(communicationRecipients)
    .set({
      state: outcome.state,
      sentAt: outcome.state === 'sent' ? sql`now()` : null,
      error: outcome.state === 'failed' ? outcome.error.slice(0, 500) : null,
    })
    .where(
      and(inArray(communicationRecipients.id, ids), eq(communicationRecipients.state, 'pending')),
    )
    .returning({ id: communicationRecipients.id });
  const n = changed.length;
  if (n > 0) {
    const counter =
      outcome.state === 'sent'
        ? { sentCount: sql`${communications.sentCount} + ${n}` }
        : { failedCount: sql`${communications.failedCount} + ${n}` };
    await db.update(communications).set(counter).where(eq(communications.id, communicationId));
  }
  return n;
}

/**
 * Closes a sending communication once no recipient is pending: sent, or failed when every
 * recipient failed. Answers whether it closed.
 */
export async function finishSending(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(communications)
    .set({
      status: sql`case when ${communications.sentCount} = 0 and ${communications.failedCount} > 0
        then 'failed' else 'sent' end`,
      sentAt: sql`now()`,
    })
    .where(
      and(
        eq(communications.id, id),
        eq(communications.status, 'sending'),
        sql`not exists (select 1 from ${communicationRecipients}
          where ${communicationRecipients.communicationId} = ${id}
            and ${communicationRecipients.state} = 'pending')`,
      ),
    )
    .returning({ id: communications.id });
  return rows.length > 0;
}

/** Marks a communication failed (its job gave up), unless it was already closed. */
export async function markCommunicationFailed(db: Db, id: string): Promise<void> {
  await db
    .update(communications)
    .set({ status: 'failed', sentAt: sql`now()` })
    .where(and(eq(communications.id, id), inArray(communications.status, ['queued', 'sending'])));
}

/** An event's names and status, for announcing it; undefined when deleted. */
export async function findEventToAnnounce(db: Db, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      nameDe: events.nameDe,
      nameEn: events.nameEn,
      status: events.status,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/**
 * Up to `limit` active, verified participants (role user) who have no type-1001
 * notification of the event yet: the next batch of its announcement.
 */
export async function findUnannouncedParticipants(
  db: Db,
  eventId: string,
  limit: number,
): Promise<Array<{ id: string; language: string }>> {
  return db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.role, 'user'),
        eq(users.status, true),
        sql`${users.verifiedAt} is not null`,
        sql`not exists (select 1 from ${notifications} n
          where n.model_id = ${eventId} and n.user_id = ${users.id} and n.type = 1001)`,
      ),
    )
    .limit(limit);
}
