import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { friendships, users } from '../../db/schema';

const senders = alias(users, 'sender');
const receivers = alias(users, 'receiver');

/** What the friendship answers show of a party, and the privacy level that decides it. */
function partyColumns(u: typeof senders | typeof receivers) {
  return {
    id: u.id,
    displayName: u.displayName,
    avatarKey: u.avatarKey,
    country: u.country,
    activityShare: u.activityShare,
    status: u.status,
  };
}

const friendshipColumns = {
  id: friendships.id,
  status: friendships.status,
  createdAt: friendships.createdAt,
  acceptedAt: friendships.acceptedAt,
  sender: partyColumns(senders),
  receiver: partyColumns(receivers),
};

/** A friendship with both parties, as the mapper turns it into the API's shape. */
export interface FriendshipRow {
  id: string;
  status: string;
  createdAt: Date;
  acceptedAt: Date | null;
  sender: PartyRow;
  receiver: PartyRow;
}
/** One party of a friendship. */
export interface PartyRow {
  id: string;
  displayName: string;
  avatarKey: string | null;
  country: string;
  activityShare: string;
  /** False while the account is deactivated. */
  status: boolean;
}

/** A friendship's bare row: who asked whom and where it stands. */
export interface FriendshipRef {
  id: string;
  senderId: string;
  receiverId: string;
  status: string;
}

const refColumns = {
  id: friendships.id,
  senderId: friendships.senderId,
  receiverId: friendships.receiverId,
  status: friendships.status,
};

/** Which of a user's friendships a list shows. */
export type FriendshipKind = 'accepted' | 'incoming' | 'outgoing';

/** The WHERE clause of a user's friendships of one kind (each uses a sender/receiver index). */
function kindCondition(userId: string, kind: FriendshipKind): SQL | undefined {
  if (kind === 'incoming') {
    return and(eq(friendships.receiverId, userId), eq(friendships.status, 'pending'));
  }
  if (kind === 'outgoing') {
    return and(eq(friendships.senderId, userId), eq(friendships.status, 'pending'));
  }
  return or(
    and(eq(friendships.senderId, userId), eq(friendships.status, 'accepted')),
    and(eq(friendships.receiverId, userId), eq(friendships.status, 'accepted')),
  );
}

/** The row of the pair {a, b} in either direction, matching the unique index on the pair. */
function pairCondition(a: string, b: string): SQL {
  return sql`least(${friendships.senderId}, ${friendships.receiverId}) = least(${a}::uuid, ${b}::uuid)
    and greatest(${friendships.senderId}, ${friendships.receiverId}) = greatest(${a}::uuid, ${b}::uuid)`;
}

/** One friendship with both parties; undefined when it does not exist. */
export async function findFriendshipById(db: Db, id: string): Promise<FriendshipRow | undefined> {
  const rows = await db
    .select(friendshipColumns)
    .from(friendships)
    .innerJoin(senders, eq(senders.id, friendships.senderId))
    .innerJoin(receivers, eq(receivers.id, friendships.receiverId))
    .where(eq(friendships.id, id));
  return rows[0];
}

/**
 * A user's friendships of one kind with both parties: friends by acceptance, requests by
 * creation, newest first (id as tie-breaker so pages never overlap). All of them without
 * `page`.
 */
export async function findFriendshipsOf(
  db: Db,
  userId: string,
  kind: FriendshipKind,
  page?: { limit: number; offset: number },
): Promise<FriendshipRow[]> {
  const newest = kind === 'accepted' ? friendships.acceptedAt : friendships.createdAt;
  const query = db
    .select(friendshipColumns)
    .from(friendships)
    .innerJoin(senders, eq(senders.id, friendships.senderId))
    .innerJoin(receivers, eq(receivers.id, friendships.receiverId))
    .where(kindCondition(userId, kind))
    .orderBy(desc(newest), desc(friendships.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** How many friendships of one kind a user has. */
export async function countFriendshipsOf(db: Db, userId: string, kind: FriendshipKind) {
  const [row] = await db
    .select({ n: count() })
    .from(friendships)
    .where(kindCondition(userId, kind));
  return row?.n ?? 0;
}

/** What a friend request needs to know about its receiver; undefined when unknown. */
export async function findRequestTarget(db: Db, id: string) {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      verifiedAt: users.verifiedAt,
      acceptFriendship: users.acceptFriendship,
    })
    .from(users)
    .where(eq(users.id, id));
  return rows[0];
}

/** The friendship or request between two users, locked until commit; undefined when none. */
export async function lockPair(db: Db, a: string, b: string): Promise<FriendshipRef | undefined> {
  const rows = await db
    .select(refColumns)
    .from(friendships)
    .where(pairCondition(a, b))
    .for('update');
  return rows[0];
}

/**
 * The friendship `idOrUserId` names for `userId`, locked until commit: the friendship with
 * that id when the user is one of its parties, or the one between the user and the user
 * with that id. Undefined when neither exists.
 */
export async function lockFriendshipOf(
  db: Db,
  userId: string,
  idOrUserId: string,
): Promise<FriendshipRef | undefined> {
  const rows = await db
    .select(refColumns)
    .from(friendships)
    .where(
      or(
        and(
          eq(friendships.id, idOrUserId),
          or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId)),
        ),
        pairCondition(userId, idOrUserId),
      ),
    )
    .limit(1)
    .for('update');
  return rows[0];
}

/** Inserts a pending request. Throws the unique violation when the pair already has a row. */
export async function insertRequest(
  db: Db,
  values: { id: string; senderId: string; receiverId: string },
) {
  await db.insert(friendships).values({ ...values, status: 'pending' });
}

/** Turns a pending request into a friendship. */
export async function markAccepted(db: Db, id: string) {
  await db
    .update(friendships)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(eq(friendships.id, id));
}

/** Deletes a friendship or request. */
export async function deleteFriendshipRow(db: Db, id: string) {
  await db.delete(friendships).where(eq(friendships.id, id));
}

/** The friendships and requests between `userId` and any of `otherIds`, in one query. */
export async function findRefsBetween(
  db: Db,
  userId: string,
  otherIds: string[],
): Promise<FriendshipRef[]> {
  if (otherIds.length === 0) return [];
  return db
    .select(refColumns)
    .from(friendships)
    .where(
      or(
        and(eq(friendships.senderId, userId), inArray(friendships.receiverId, otherIds)),
        and(eq(friendships.receiverId, userId), inArray(friendships.senderId, otherIds)),
      ),
    );
}

/** Whether a database error is the unique index on the pair refusing a second row. */
export function isDuplicatePairError(err: unknown): boolean {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') {
      return e.constraint === undefined || e.constraint === 'friendships_pair_key';
    }
    e = e.cause as typeof e;
  }
  return false;
}
