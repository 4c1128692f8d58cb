import { NotificationType } from '@cc/shared/notifications/notifications.schemas';
import { addDays } from '@cc/shared/time/calendar';
import { foldSearchText } from '@cc/shared/users/search';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addToEventTotals } from '../db/event-totals';
import { newId } from '../db/ids';
import {
  activities,
  activityImages,
  adminNotices,
  comments,
  eventParticipants,
  events,
  friendships,
  likes,
  notifications,
  teams,
  users,
} from '../db/schema';
import { openSession } from '../modules/sessions';
import { hashPassword } from '../platform/passwords';

/**
 * The server's test data builders, one per entity: each inserts rows directly (no HTTP, no
 * service), with defaults that make a valid, ordinary row and keep every maintained counter
 * as the services would (participant counts, collective totals, like and comment counts).
 * A test overrides only what it is about. Request helpers live in test/requests.ts.
 */

/** Password of every user a factory builds. */
export const DEFAULT_PASSWORD = 'secret1';

let defaultHash: Promise<string> | undefined;
let sequence = 0;

/** A stored user. */
export type UserRow = typeof users.$inferSelect;
/** A stored event. */
export type EventRow = typeof events.$inferSelect;

/** Creation times a second apart, an hour ago onwards: what a list sorts by is known. */
let clock = Date.now() - 3_600_000;
function nextMoment() {
  clock += 1000;
  return new Date(clock);
}

/**
 * Inserts a verified, active participant (override anything, e.g. `{ role: 'admin' }`,
 * `{ verifiedAt: null }`, `{ status: false }`), with the search text the services store.
 * The password is DEFAULT_PASSWORD unless `password` is given.
 */
export async function buildUser(db: Db, overrides: Partial<UserRow> & { password?: string } = {}) {
  const { password, ...fields } = overrides;
  sequence += 1;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const firstName = fields.firstName ?? `Test${sequence}`;
  const lastName = fields.lastName ?? 'User';
  const displayName = fields.displayName ?? `${firstName} ${lastName}`;
  const email = fields.email ?? `user${sequence}-${newId().slice(-8)}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      id: newId(),
      email,
      passwordHash: password ? await hashPassword(password) : await defaultHash,
      firstName,
      lastName,
      displayName,
      searchText: foldSearchText(firstName, lastName, displayName, email),
      country: 'DE',
      userType: 'Staff',
      verifiedAt: new Date(),
      firstTimeLogin: false,
      ...fields,
    })
    .returning();
  return row!;
}

/** An administrator. */
export function buildAdmin(db: Db, overrides: Partial<UserRow> = {}) {
  return buildUser(db, { role: 'admin', ...overrides });
}

/** A valid body of POST /api/users (an administrator creating a user) with a new address. */
export function buildUserBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Erika',
    lastName: 'Muster',
    email: `erika-${newId().slice(-10)}@example.com`,
    country: 'DE',
    userType: 'Customer',
    role: 'user',
    password: 'start123',
    ...overrides,
  };
}

/** A bearer token of a new session for `userId`, without going through login. */
export async function tokenFor(db: Db, userId: string): Promise<string> {
  return (await openSession(db, userId, true)).token;
}

/** `{ authorization }` header for a user. */
export async function authHeader(db: Db, userId: string) {
  return { authorization: `Bearer ${await tokenFor(db, userId)}` };
}

/** Event targets in hundredths from km (and miles, derived from the km when not given). */
export function eventTargets(maximumKm: number, maximumMile?: number) {
  return {
    maximumKmHundredths: Math.round(maximumKm * 100),
    maximumMileHundredths:
      maximumMile === undefined
        ? Math.round(maximumKm * 62.1371192)
        : Math.round(maximumMile * 100),
  };
}

/**
 * Inserts an event (override anything). By default it runs: from three days before `today`
 * to three days after, target 100 km / 62.14 mi.
 */
export async function buildEvent(
  db: Db,
  today: string,
  overrides: Partial<typeof events.$inferInsert> = {},
): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      id: newId(),
      name: `Event ${newId().slice(-8)}`,
      startDate: addDays(today, -3),
      endDate: addDays(today, 3),
      ...eventTargets(100, 62.14),
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Joins `userId` to an event, with the given totals (tenths; miles derived from km unless
 * given), keeping the event's participant count and collective totals as the services do.
 */
export async function joinEvent(
  db: Db,
  eventId: string,
  userId: string,
  totals: { km?: number; mile?: number; count?: number } = {},
) {
  const km = totals.km ?? 0;
  const mile = totals.mile ?? Math.round(km * 0.621371192);
  await db.insert(eventParticipants).values({
    eventId,
    userId,
    totalKmTenths: km,
    totalMileTenths: mile,
    activityCount: totals.count ?? 0,
  });
  await db
    .update(events)
    .set({ participantCount: sql`${events.participantCount} + 1` })
    .where(eq(events.id, eventId));
  await addToEventTotals(db, eventId, { kmTenths: km, mileTenths: mile });
}

/** A new participant joined to a new event (a running one unless `event` says otherwise). */
export async function buildParticipant(
  db: Db,
  today: string,
  overrides: { user?: Partial<UserRow>; event?: Partial<typeof events.$inferInsert> } = {},
) {
  const user = await buildUser(db, overrides.user);
  const event = await buildEvent(db, today, overrides.event);
  await joinEvent(db, event.id, user.id);
  return { user, event };
}

/**
 * Inserts an activity (distance in tenths, miles derived unless given), created a second
 * after the previous one, with photo rows for `photoKeys` (storage keys without extension).
 * Its distance is added to the participation's and the event's totals only with
 * `countInTotals` (a participation built with joinEvent's totals already holds it). Answers
 * the activity's id.
 */
export async function buildActivity(
  db: Db,
  values: {
    eventId: string;
    userId: string;
    date: string;
    km?: number;
    mile?: number;
    notice?: string;
    photoKeys?: string[];
    countInTotals?: boolean;
  },
) {
  const km = values.km ?? 50;
  const mile = values.mile ?? Math.round(km * 0.621371192);
  const createdAt = nextMoment();
  const [row] = await db
    .insert(activities)
    .values({
      id: newId(),
      eventId: values.eventId,
      userId: values.userId,
      date: values.date,
      distanceKmTenths: km,
      distanceMileTenths: mile,
      notice: values.notice ?? '',
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  for (const [position, key] of (values.photoKeys ?? []).entries()) {
    await buildActivityImage(db, row!.id, {
      key: `activities/${key}.webp`,
      thumbKey: `activities/${key}-thumb.webp`,
      position,
    });
  }
  if (values.countInTotals) {
    await db
      .update(eventParticipants)
      .set({
        totalKmTenths: sql`${eventParticipants.totalKmTenths} + ${km}`,
        totalMileTenths: sql`${eventParticipants.totalMileTenths} + ${mile}`,
        activityCount: sql`${eventParticipants.activityCount} + 1`,
      })
      .where(
        sql`${eventParticipants.eventId} = ${values.eventId} and ${eventParticipants.userId} = ${values.userId}`,
      );
    await addToEventTotals(db, values.eventId, { kmTenths: km, mileTenths: mile });
  }
  return row!.id;
}

/** Inserts a photo row of an activity (the files themselves are the test's business). */
export async function buildActivityImage(
  db: Db,
  activityId: string,
  image: { key: string; thumbKey: string; position?: number },
) {
  const [row] = await db
    .insert(activityImages)
    .values({ id: newId(), activityId, position: 0, ...image })
    .returning();
  return row!;
}

/** Inserts a comment, a second after the previous, keeping the post's counter. */
export async function buildComment(db: Db, activityId: string, userId: string, content = 'Nice!') {
  const [row] = await db
    .insert(comments)
    .values({ id: newId(), activityId, userId, content, createdAt: nextMoment() })
    .returning();
  await db
    .update(activities)
    .set({ commentCount: sql`${activities.commentCount} + 1` })
    .where(eq(activities.id, activityId));
  return row!;
}

/** Inserts a like, a second after the previous, keeping the post's counter. */
export async function buildLike(db: Db, activityId: string, userId: string) {
  await db.insert(likes).values({ id: newId(), activityId, userId, createdAt: nextMoment() });
  await db
    .update(activities)
    .set({ likeCount: sql`${activities.likeCount} + 1` })
    .where(eq(activities.id, activityId));
}

/**
 * Stores a friendship (accepted) or a request (pending) from `senderId` to `receiverId`,
 * and answers its id.
 */
export async function buildFriendship(
  db: Db,
  senderId: string,
  receiverId: string,
  status: 'accepted' | 'pending' = 'accepted',
) {
  const id = newId();
  await db.insert(friendships).values({
    id,
    senderId,
    receiverId,
    status,
    acceptedAt: status === 'accepted' ? new Date() : null,
  });
  return id;
}

/** Inserts a team (a unique name unless given). */
export async function buildTeam(db: Db, overrides: Partial<typeof teams.$inferInsert> = {}) {
  const [row] = await db
    .insert(teams)
    .values({ id: newId(), name: `Team ${newId().slice(-8)}`, ...overrides })
    .returning();
  return row!;
}

/**
 * Stores a notification for `userId` (a like on one of their posts unless told), created
 * `minutesAgo` minutes ago, and answers its id.
 */
export async function buildNotification(
  db: Db,
  userId: string,
  opts: { senderId?: string | null; minutesAgo?: number; read?: boolean; type?: number } = {},
) {
  const id = newId();
  await db.insert(notifications).values({
    id,
    userId,
    type: opts.type ?? NotificationType.LIKE_ON_MY_ACTIVITY,
    message: 'LIKE_ON_MY_ACTIVITY',
    modelId: newId(),
    senderId: opts.senderId ?? null,
    readAt: opts.read ? new Date() : null,
    createdAt: new Date(Date.now() - (opts.minutesAgo ?? 0) * 60_000),
  });
  return id;
}

/** Inserts a pinned feed notice by the administrators. */
export async function buildAdminNotice(
  db: Db,
  overrides: Partial<typeof adminNotices.$inferInsert> = {},
) {
  const [row] = await db
    .insert(adminNotices)
    .values({ id: newId(), title: 'News', notice: 'Run for a good cause.', ...overrides })
    .returning();
  return row!;
}
