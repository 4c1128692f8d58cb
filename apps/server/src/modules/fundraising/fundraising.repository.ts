import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedRowsOn } from '../../db/prepared';
import {
  eventFundraising,
  eventParticipants,
  events,
  eventTeamTotals,
  eventTotals,
  fundraisingMilestones,
  fundraisingStatementLines,
  fundraisingStatements,
  pledgePayments,
  pledges,
  teams,
  users,
} from '../../db/schema';

/** An event's cause row. */
export type FundraisingRow = typeof eventFundraising.$inferSelect;
/** A pledge row. */
export type PledgeRow = typeof pledges.$inferSelect;
/** A payment row. */
export type PaymentRow = typeof pledgePayments.$inferSelect;
/** A payment as answers show it (a fundraising read gives its time as ISO text). */
export type PaymentFacts = Pick<
  PaymentRow,
  'id' | 'pledgeId' | 'amountMinor' | 'paidOn' | 'reference'
> & {
  createdAt: Date | string;
};
/** A statement row. */
export type StatementRow = typeof fundraisingStatements.$inferSelect;
/** A statement line row. */
export type StatementLineRow = typeof fundraisingStatementLines.$inferSelect;

/** The event facts fundraising rules read: its name, end and visibility. */
export async function findEventFacts(db: Db, eventId: string) {
  const rows = await db
    .select({ id: events.id, name: events.name, endDate: events.endDate, status: events.status })
    .from(events)
    .where(eq(events.id, eventId));
  return rows[0];
}

/** The cause of an event; `lock` holds its row until commit (pledge writes, settle). */
export async function findFundraising(db: Db, eventId: string, lock = false) {
  const query = db.select().from(eventFundraising).where(eq(eventFundraising.eventId, eventId));
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

/** Creates or replaces an event's cause and currency. */
export async function upsertFundraising(
  db: Db,
  row: Pick<FundraisingRow, 'eventId' | 'currency' | 'charityName' | 'charityUrl' | 'description'>,
) {
  const { eventId: _, ...changes } = row;
  await db
    .insert(eventFundraising)
    .values(row)
    .onConflictDoUpdate({
      target: eventFundraising.eventId,
      set: { ...changes, updatedAt: new Date() },
    });
}

/** Marks an event's fundraising settled (a date) or live again (null). */
export async function setSettledAt(db: Db, eventId: string, settledAt: Date | null) {
  await db
    .update(eventFundraising)
    .set({ settledAt, updatedAt: new Date() })
    .where(eq(eventFundraising.eventId, eventId));
}

/** A pledge with the counted kilometres of its scope, its team's name and participant. */
export interface PledgeWithBasis {
  id: string;
  sponsorName: string;
  sponsorEmail: string | null;
  kind: string;
  scope: string;
  teamId: string | null;
  userId: string | null;
  ratePerKmMinor: number | null;
  amountMinor: number | null;
  matchPercent: number | null;
  capMinor: number | null;
  kmTenths: number;
  teamName: string | null;
  participant: PersonOfLine | null;
}

/** A participant named by a pledge or a statement line, as the account is now. */
export interface PersonOfLine {
  displayName: string;
  activityShare: string;
  status: boolean;
}

/** What a fundraising read needs of an event, in one statement (readFundraisingState). */
export interface FundraisingState {
  event: { endDate: string; status: number };
  /** Null while the event has no cause. */
  cause: {
    currency: string;
    charityName: string;
    charityUrl: string | null;
    description: string;
    /** ISO date and time, null while live. */
    settledAt: string | null;
  } | null;
  /** The event's counted kilometres, in tenths (the sum of its total shards). */
  eventKmTenths: number;
  /** The reader's counted kilometres in tenths; null when they have not joined. */
  myKmTenths: number | null;
  /** Every pledge, oldest first. */
  pledges: PledgeWithBasis[];
  /** Every payment, oldest first, when asked for (administrators' reads); else null. */
  payments: PaymentFacts[] | null;
}

/**
 * The event, its cause, its counted kilometres, the reader's own and every pledge with the
 * counted kilometres of its scope, as one JSON value (the same on both drivers, and no row
 * mapping): an event-wide pledge reads the event's total shards (summed once), a team
 * pledge its team's at most 8 kept shard rows (event_team_totals, migration 0012), a
 * participant pledge the participation. Prepared once per handle: the money raised is read
 * by everyone who opens the event's progress, and a statement built and planned on every
 * call cost more than its work (issue 24's benchmark, as decision 052 found for rankings).
 */
function fundraisingStateStatement(): SQL {
  const eventId = sql.placeholder('eventId');
  const userId = sql.placeholder('userId');
  const withPayments = sql.placeholder('withPayments');
  return sql`with ev as (
      select coalesce(sum(et.total_km_tenths), 0) as km from ${eventTotals} et
      where et.event_id = ${eventId})
    select json_build_object(
      'event', json_build_object('endDate', e.end_date, 'status', e.status),
      'cause', (select json_build_object(
          'currency', f.currency, 'charityName', f.charity_name, 'charityUrl', f.charity_url,
          'description', f.description, 'settledAt', f.settled_at)
        from ${eventFundraising} f where f.event_id = e.id),
      'eventKmTenths', (select km from ev),
      'myKmTenths', (select ep.total_km_tenths from ${eventParticipants} ep
        where ep.event_id = e.id and ep.user_id = ${userId}),
      'pledges', coalesce((select json_agg(json_build_object(
          'id', p.id, 'sponsorName', p.sponsor_name, 'sponsorEmail', p.sponsor_email,
          'kind', p.kind, 'scope', p.scope, 'teamId', p.team_id, 'userId', p.user_id,
          'ratePerKmMinor', p.rate_per_km_minor, 'amountMinor', p.amount_minor,
          'matchPercent', p.match_percent, 'capMinor', p.cap_minor,
          'kmTenths', case p.scope
            when 'event' then (select km from ev)
            when 'team' then (select coalesce(sum(tt.total_km_tenths), 0)
              from ${eventTeamTotals} tt
              where tt.event_id = p.event_id and tt.team_id = p.team_id)
            else coalesce((select pp.total_km_tenths from ${eventParticipants} pp
              where pp.event_id = p.event_id and pp.user_id = p.user_id), 0)
            end,
          'teamName', t.name,
          'participant', case when u.id is null then null else json_build_object(
            'displayName', u.display_name, 'activityShare', u.activity_share,
            'status', u.status) end)
          order by p.created_at, p.id)
        from ${pledges} p
        left join ${teams} t on t.id = p.team_id
        left join ${users} u on u.id = p.user_id
        where p.event_id = e.id), '[]'::json),
      'payments', case when ${withPayments}::boolean then coalesce((select json_agg(
          json_build_object('id', pp.id, 'pledgeId', pp.pledge_id, 'amountMinor', pp.amount_minor,
            'paidOn', pp.paid_on, 'reference', pp.reference, 'createdAt', pp.created_at)
          order by pp.paid_on, pp.created_at, pp.id)
        from ${pledgePayments} pp where pp.event_id = e.id), '[]'::json) end
    ) as state
    from ${events} e where e.id = ${eventId}`;
}

/**
 * An event's fundraising state as `userId` reads it (null: nobody's own kilometres), with
 * the payments when `withPayments`; undefined when there is no such event.
 */
export async function readFundraisingState(
  db: Db,
  eventId: string,
  userId: string | null,
  withPayments = false,
): Promise<FundraisingState | undefined> {
  const statement = preparedRowsOn<{ state: FundraisingState }>(
    db,
    'fundraising_state',
    fundraisingStateStatement,
  );
  const rows = await statement.rows({ eventId, userId, withPayments });
  return rows[0]?.state;
}

/** A participant's counted kilometres in an event, in tenths; undefined when not joined. */
export async function findParticipantKmTenths(db: Db, eventId: string, userId: string) {
  const rows = await db
    .select({ km: eventParticipants.totalKmTenths })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return rows[0]?.km;
}

/** Whether a current member of the team has joined the event. */
export async function isTeamInEvent(db: Db, eventId: string, teamId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .innerJoin(
      eventParticipants,
      and(eq(eventParticipants.userId, users.id), eq(eventParticipants.eventId, eventId)),
    )
    .where(eq(users.teamId, teamId))
    .limit(1);
  return rows.length > 0;
}

/** Whether the user has joined the event. */
export async function isUserInEvent(db: Db, eventId: string, userId: string): Promise<boolean> {
  return (await findParticipantKmTenths(db, eventId, userId)) !== undefined;
}

/** One pledge of one event; undefined for another event's pledge. */
export async function findPledge(db: Db, eventId: string, pledgeId: string) {
  const rows = await db
    .select()
    .from(pledges)
    .where(and(eq(pledges.id, pledgeId), eq(pledges.eventId, eventId)));
  return rows[0];
}

/** Stores a new pledge. */
export async function insertPledge(db: Db, row: typeof pledges.$inferInsert) {
  await db.insert(pledges).values(row);
}

/** Replaces a pledge's terms. */
export async function updatePledge(
  db: Db,
  pledgeId: string,
  changes: Partial<typeof pledges.$inferInsert>,
) {
  await db
    .update(pledges)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(pledges.id, pledgeId));
}

/** Whether payments were recorded against a pledge. */
export async function hasPayments(db: Db, pledgeId: string): Promise<boolean> {
  const rows = await db
    .select({ id: pledgePayments.id })
    .from(pledgePayments)
    .where(eq(pledgePayments.pledgeId, pledgeId))
    .limit(1);
  return rows.length > 0;
}

/** Whether an event has pledges. */
export async function hasPledges(db: Db, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: pledges.id })
    .from(pledges)
    .where(eq(pledges.eventId, eventId))
    .limit(1);
  return rows.length > 0;
}

/** Deletes a pledge (payments are refused before, decision 070). */
export async function deletePledge(db: Db, pledgeId: string) {
  await db.delete(pledges).where(eq(pledges.id, pledgeId));
}

/** Stores a payment. */
export async function insertPayment(db: Db, row: typeof pledgePayments.$inferInsert) {
  const rows = await db.insert(pledgePayments).values(row).returning();
  return rows[0]!;
}

/** Deletes one payment of one pledge of one event; answers it, undefined when there was none. */
export async function deletePayment(
  db: Db,
  ids: { eventId: string; pledgeId: string; paymentId: string },
): Promise<typeof pledgePayments.$inferSelect | undefined> {
  const rows = await db
    .delete(pledgePayments)
    .where(
      and(
        eq(pledgePayments.id, ids.paymentId),
        eq(pledgePayments.pledgeId, ids.pledgeId),
        eq(pledgePayments.eventId, ids.eventId),
      ),
    )
    .returning();
  return rows[0];
}

/** Every payment of an event's pledges, oldest first, with the sponsor it came from. */
export async function findPaymentsOfEvent(db: Db, eventId: string) {
  return db
    .select({ payment: pledgePayments, sponsorName: pledges.sponsorName })
    .from(pledgePayments)
    .innerJoin(pledges, eq(pledges.id, pledgePayments.pledgeId))
    .where(eq(pledgePayments.eventId, eventId))
    .orderBy(asc(pledgePayments.paidOn), asc(pledgePayments.createdAt), asc(pledgePayments.id));
}

/** The next statement version of an event (1 for the first). */
export async function nextStatementVersion(db: Db, eventId: string): Promise<number> {
  const rows = await db
    .select({
      max: sql<number>`coalesce(max(${fundraisingStatements.version}), 0)`.mapWith(Number),
    })
    .from(fundraisingStatements)
    .where(eq(fundraisingStatements.eventId, eventId));
  return (rows[0]?.max ?? 0) + 1;
}

/** Stores a statement with its lines. */
export async function insertStatement(
  db: Db,
  statement: typeof fundraisingStatements.$inferInsert,
  lines: Array<Omit<typeof fundraisingStatementLines.$inferInsert, 'statementId'>>,
) {
  await db.insert(fundraisingStatements).values(statement);
  if (lines.length > 0) {
    await db
      .insert(fundraisingStatementLines)
      .values(lines.map((l) => ({ ...l, statementId: statement.id })));
  }
}

/** Every settled version of an event, oldest first. */
export async function findStatementVersions(db: Db, eventId: string) {
  return db
    .select({
      id: fundraisingStatements.id,
      version: fundraisingStatements.version,
      settledAt: fundraisingStatements.settledAt,
    })
    .from(fundraisingStatements)
    .where(eq(fundraisingStatements.eventId, eventId))
    .orderBy(asc(fundraisingStatements.version));
}

/** A statement line with its participant as the account is now (null once deleted). */
export interface StatementLineWithPerson extends StatementLineRow {
  participant: PersonOfLine | null;
}

/** One version of an event's statement (the latest without `version`) with its lines. */
export async function findStatement(db: Db, eventId: string, version?: number) {
  const where =
    version === undefined
      ? eq(fundraisingStatements.eventId, eventId)
      : and(eq(fundraisingStatements.eventId, eventId), eq(fundraisingStatements.version, version));
  const found = await db
    .select()
    .from(fundraisingStatements)
    .where(where)
    .orderBy(desc(fundraisingStatements.version))
    .limit(1);
  const statement = found[0];
  if (!statement) return undefined;
  const lines = await db
    .select({
      line: fundraisingStatementLines,
      displayName: users.displayName,
      activityShare: users.activityShare,
      status: users.status,
    })
    .from(fundraisingStatementLines)
    .leftJoin(users, eq(users.id, fundraisingStatementLines.userId))
    .where(eq(fundraisingStatementLines.statementId, statement.id))
    .orderBy(asc(fundraisingStatementLines.position));
  return {
    statement,
    lines: lines.map(
      (l): StatementLineWithPerson => ({
        ...l.line,
        participant:
          l.displayName === null
            ? null
            : { displayName: l.displayName, activityShare: l.activityShare!, status: l.status! },
      }),
    ),
  };
}

/** The milestones an event has reached. */
export async function findReachedMilestones(db: Db, eventId: string): Promise<number[]> {
  const rows = await db
    .select({ percent: fundraisingMilestones.percent })
    .from(fundraisingMilestones)
    .where(eq(fundraisingMilestones.eventId, eventId));
  return rows.map((r) => r.percent);
}

/**
 * Claims milestones of an event; answers the ones this call claimed (none that another
 * request or process claimed first).
 */
export async function claimMilestones(
  db: Db,
  eventId: string,
  percents: number[],
): Promise<number[]> {
  if (percents.length === 0) return [];
  const rows = await db
    .insert(fundraisingMilestones)
    .values(percents.map((percent) => ({ eventId, percent })))
    .onConflictDoNothing()
    .returning({ percent: fundraisingMilestones.percent });
  return rows.map((r) => r.percent).sort((a, b) => a - b);
}

/** Participants of an event not yet told of a milestone, a batch at a time. */
export async function findUntoldParticipants(
  db: Db,
  eventId: string,
  percent: number,
  limit: number,
): Promise<Array<{ userId: string }>> {
  return db
    .select({ userId: eventParticipants.userId })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(
      and(
        eq(eventParticipants.eventId, eventId),
        eq(users.status, true),
        sql`not exists (select 1 from notifications n where n.type = 1008
            and n.model_id = ${eventId} and n.user_id = ${eventParticipants.userId}
            and n.message = ${String(percent)})`,
      ),
    )
    .orderBy(asc(eventParticipants.userId))
    .limit(limit);
}
