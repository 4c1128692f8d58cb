import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { newId } from '../../platform/ids';

/** The live session of a token hash with the account fields the access check needs. */
export async function findLiveSession(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      email: users.email,
      language: users.language,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0];
}

export async function insertSession(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  const id = newId();
  await db.insert(sessions).values({ id, userId, tokenHash, expiresAt });
  return id;
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `exceptId`. */
export async function deleteUserSessions(db: Db, userId: string, exceptId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
        : eq(sessions.userId, userId),
    );
}
