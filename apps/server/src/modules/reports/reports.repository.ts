import type { ReportType } from '@cc/shared/reports/reports.schemas';
import { type UserType, userTypes } from '@cc/shared/users/users.constants';
import { and, asc, count, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { eventParticipants, events, teams, users } from '../../db/schema';

/**
 * Who a report reads (rule 23): type 1 every verified participant, 2-4 the participants of
 * `eventId` (3 and 4 only those with an activity there); narrowed to a country and/or a
 * user type for a detail.
 */
export interface ReportScope {
  type: ReportType;
  /** Set for types 2-4; the service has checked that the event exists. */
  eventId?: string;
  country?: string;
  userType?: UserType;
}

/** The name of an event; undefined when it does not exist. */
export async function findEventName(db: Db, id: string): Promise<string | undefined> {
  const rows = await db.select({ name: events.name }).from(events).where(eq(events.id, id));
  return rows[0]?.name;
}

/**
 * The people every report counts: participants (role user) with a verified address and one
 * of the user types, active or deactivated, narrowed by the scope's country and user type.
 */
function peopleCondition(scope: ReportScope): SQL | undefined {
  return and(
    eq(users.role, 'user'),
    isNotNull(users.verifiedAt),
    inArray(users.userType, [...userTypes]),
    scope.country ? eq(users.country, scope.country) : undefined,
    scope.userType ? eq(users.userType, scope.userType) : undefined,
  );
}

/** The join of a report of an event: its participations (with an activity for 3 and 4). */
function participationJoin(scope: ReportScope & { eventId: string }): SQL | undefined {
  return and(
    eq(eventParticipants.userId, users.id),
    eq(eventParticipants.eventId, scope.eventId),
    scope.type >= 3 ? gt(eventParticipants.activityCount, 0) : undefined,
  );
}

/**
 * The FROM and WHERE of every report query on a select the caller started from users:
 * joined to the scope's participations for types 2-4, narrowed to the scope's people, and
 * to `extra` when given.
 */
function inScope<T extends PgSelect>(query: T, scope: ReportScope, extra?: SQL): T {
  const joined = scope.eventId
    ? (query.innerJoin(
        eventParticipants,
        participationJoin({ ...scope, eventId: scope.eventId }),
      ) as unknown as T)
    : query;
  return joined.where(and(peopleCondition(scope), extra)) as T;
}

/**
 * One cell of a summary as stored: how many people of a country have a user type and, for a
 * report of an event (types 2-4), their distance in it together in tenths of a km.
 */
export interface ReportCountRow {
  country: string;
  userType: UserType;
  n: number;
  kmTenths: number | null;
}

/**
 * The summary of a report in one aggregate: people per country and user type with their
 * distance, from the maintained participation rows (activity_count, total_km_tenths), never
 * from the activities.
 */
export async function findReportCounts(db: Db, scope: ReportScope): Promise<ReportCountRow[]> {
  const kmTenths = scope.eventId
    ? sql<number>`coalesce(sum(${eventParticipants.totalKmTenths}), 0)`.mapWith(Number)
    : sql<null>`null`;
  const query = db
    .select({ country: users.country, userType: users.userType, n: count(), kmTenths })
    .from(users)
    .$dynamic();
  const rows = await inScope(query, scope).groupBy(users.country, users.userType);
  return rows as ReportCountRow[];
}

/** One person of a report's detail as stored; `totalKmTenths` only for type 4. */
export interface ReportPersonRow {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  country: string;
  userType: UserType;
  company: string | null;
  teamName: string | null;
  totalKmTenths: number | null;
}

function personColumns(scope: ReportScope) {
  return {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    displayName: users.displayName,
    email: users.email,
    country: users.country,
    userType: sql<UserType>`${users.userType}`,
    company: users.company,
    teamName: teams.name,
    totalKmTenths:
      scope.type === 4
        ? sql<number>`${eventParticipants.totalKmTenths}`.mapWith(Number)
        : sql<null>`null`,
  };
}

const lastName = sql`${users.lastName} collate "und-x-icu"`;
const firstName = sql`${users.firstName} collate "und-x-icu"`;

/** The detail's order: last name, first name (ICU root collation), id. */
const personOrder = [asc(lastName), asc(firstName), asc(users.id)];

/** The people of a report's detail (and `extra`), with their team's name. */
function selectPeople(db: Db, scope: ReportScope, extra?: SQL) {
  const query = db
    .select(personColumns(scope))
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .$dynamic();
  return inScope(query, scope, extra);
}

/** One page of a report's detail. */
export async function findReportPeoplePage(
  db: Db,
  scope: ReportScope,
  page: { limit: number; offset: number },
): Promise<ReportPersonRow[]> {
  return selectPeople(db, scope)
    .orderBy(...personOrder)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many people a report's detail lists. */
export async function countReportPeople(db: Db, scope: ReportScope): Promise<number> {
  const query = db.select({ n: count() }).from(users).$dynamic();
  const [row] = await inScope(query, scope);
  return row?.n ?? 0;
}

/** Where the previous chunk of a detail download ended. */
export type PersonKey = Pick<ReportPersonRow, 'lastName' | 'firstName' | 'id'>;

/**
 * The next `limit` people of a report's detail after `after` in the detail's order (keyset
 * pagination: each chunk is found from the index of names, not by skipping the rows before).
 */
export async function findReportPeopleAfter(
  db: Db,
  scope: ReportScope,
  after: PersonKey | undefined,
  limit: number,
): Promise<ReportPersonRow[]> {
  const keyset = after
    ? sql`(${lastName}, ${firstName}, ${users.id}) > (${after.lastName}, ${after.firstName}, ${after.id})`
    : undefined;
  return selectPeople(db, scope, keyset)
    .orderBy(...personOrder)
    .limit(limit);
}
