import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { accountColumns } from '../../db/accounts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Which account a password attempt is for: by address (login) or id (signed in). */
export type AccountKey = { email: string } | { id: string };

/**
 * Claims one password attempt of an unlocked account, in one UPDATE taken before the
 * password is checked (rule 3, decision 025). The attempt is counted as wrong in
 * advance; the claim that reaches `attempts` locks the account until `lockUntil` and starts
 * the count again, so after the lock the user has a full set of attempts. The UPDATE decides
 * under the row lock, so concurrent claims are counted one after the other and at most
 * `attempts` are granted before the lock. Answers the account as the caller decides on it
 * and whether this claim set the lock; its `failedLoginCount` and `lockedUntil` are those the
 * claim left, which `clearClaimedAttempts` takes back. Undefined when the account is locked
 * at `now` or does not exist.
 */
export async function claimPasswordAttempt(
  db: Db,
  key: AccountKey,
  attempts: number,
  now: Date,
  lockUntil: Date,
) {
  const reachesLimit = sql`${users.failedLoginCount} + 1 >= ${attempts}`;
  const rows = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${reachesLimit} then 0 else ${users.failedLoginCount} + 1 end`,
      // The WHERE admits only an account whose lock is absent or over: no lock unless this
      // claim sets one.
      lockedUntil: sql`case when ${reachesLimit} then ${lockUntil.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        'email' in key ? eq(users.email, key.email) : eq(users.id, key.id),
        or(isNull(users.lockedUntil), lte(users.lockedUntil, now)),
      ),
    )
    .returning(accountColumns);
  const row = rows[0];
  return row && { ...row, locksNow: row.lockedUntil !== null };
}

/** Whether an account exists (to tell a locked account from a missing one). */
export async function accountExists(db: Db, key: AccountKey): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where('email' in key ? eq(users.email, key.email) : eq(users.id, key.id))
    .limit(1);
  return rows.length > 0;
}

/** A granted claim, as `claimPasswordAttempt` answered it. */
export type PasswordClaim = NonNullable<Awaited<ReturnType<typeof claimPasswordAttempt>>>;

/**
 * Forgets the wrong passwords up to and including `claim`, whose password was right (decision
 * 059); with `passwordHash`, stores it in the same statement (a hash made before passwords
 * were normalised, replaced). Claims granted after `claim` keep counting and a lock one of
 * them set stays: the comparison ran between claim and clear, and parallel guesses may have
 * been counted meanwhile. The UPDATE decides under the row lock, like the claims:
 * - `claim` set the lock: no claim was granted since, so that lock (still its own while
 *   `locked_until` is the one it set) and the count, which started again, are cleared.
 * - otherwise, while no lock was set since and the count still holds `claim`'s share, the
 *   count drops by the count `claim` left; anything else (a lock since, or a count another
 *   clear already took back) is left as it is.
 */
export async function clearClaimedAttempts(db: Db, claim: PasswordClaim, passwordHash?: string) {
  const isOwnWindow = claim.lockedUntil
    ? eq(users.lockedUntil, claim.lockedUntil)
    : sql`${isNull(users.lockedUntil)} and ${gte(users.failedLoginCount, claim.failedLoginCount)}`;
  await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${isOwnWindow} then ${users.failedLoginCount} - ${claim.failedLoginCount} else ${users.failedLoginCount} end`,
      lockedUntil: sql`case when ${isOwnWindow} then null else ${users.lockedUntil} end`,
      updatedAt: new Date(),
      ...(passwordHash ? { passwordHash } : {}),
    })
    .where(eq(users.id, claim.id));
}
