import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** A friendship row as the profile reads it. */
export interface FriendshipRow {
  _id: string;
  sender: string;
  receiver: string;
  status: string;
}

/** Editable profile columns; `searchText` is recomputed by the service on every write. */
export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'displayName'
    | 'gender'
    | 'company'
    | 'country'
    | 'userType'
    | 'language'
    | 'unit'
    | 'activityType'
    | 'activityShare'
    | 'activityViewPhotoAndComment'
    | 'acceptFriendship'
    | 'searchText'
    | 'firstTimeLogin'
  >
>;

/** Profile columns of a user (no credentials or lockout state). */
const profileColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  userType: users.userType,
  country: users.country,
  role: users.role,
  avatarKey: users.avatarKey,
  language: users.language,
  unit: users.unit,
  gender: users.gender,
  company: users.company,
  activityType: users.activityType,
  activityShare: users.activityShare,
  activityViewPhotoAndComment: users.activityViewPhotoAndComment,
  acceptFriendship: users.acceptFriendship,
  teamId: users.teamId,
  firstTimeLogin: users.firstTimeLogin,
};

/**
 * A user's profile columns together with the ids of their events and every friendship
 * they are part of, in one round trip (the lists come from correlated json aggregates).
 * The outer column is spelled out as "users"."id": Drizzle renders `${users.id}`
 * unqualified, which inside the subqueries would name their own id columns.
 */
export async function findProfileRow(db: Db, userId: string) {
  const rows = await db
    .select({
      ...profileColumns,
      events: sql<string[]>`coalesce((
        select json_agg(ep.event_id order by ep.joined_at, ep.event_id)
        from event_participants ep where ep.user_id = "users"."id"
      ), '[]'::json)`,
      friendships: sql<FriendshipRow[]>`coalesce((
        select json_agg(json_build_object(
          '_id', f.id, 'sender', f.sender_id, 'receiver', f.receiver_id, 'status', f.status
        ) order by f.created_at, f.id)
        from friendships f where f.sender_id = "users"."id" or f.receiver_id = "users"."id"
      ), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0];
}

/** The names and email a user's search text is folded from, locking the row until commit. */
export async function lockSearchSource(db: Db, userId: string) {
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows[0];
}

/** Writes profile changes; answers whether the user still exists. */
export async function updateProfileColumns(db: Db, userId: string, changes: ProfileChanges) {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Replaces a user's password hash. */
export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The current avatar key of a user, locking the row until commit; undefined when missing. */
export async function lockAvatarKey(db: Db, userId: string) {
  const rows = await db
    .select({ avatarKey: users.avatarKey })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows[0];
}

/** Sets (or clears, with null) a user's avatar key. */
export async function updateAvatarKey(db: Db, userId: string, avatarKey: string | null) {
  await db.update(users).set({ avatarKey, updatedAt: new Date() }).where(eq(users.id, userId));
}
