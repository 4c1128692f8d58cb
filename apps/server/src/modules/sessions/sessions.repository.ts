import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { preparedOn } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

/** The live session of a token hash with the account fields the access check needs. */
export async function findLiveSession(db: Db, tokenHash: string) {
  // Every signed-in request runs this: prepared once, not parsed and planned per request.
  const statement = preparedOn(db, 'find_live_session', () =>
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        role: users.role,
        email: users.email,
        language: users.language,
        status: users.status,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare('find_live_session'),
  );
  const rows = await statement.execute({ tokenHash });
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
