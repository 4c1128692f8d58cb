import { and, count, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import { accountColumns } from '../../db/accounts';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { emailTokens, users } from '../../db/schema';

/** What an email link is for; stored in email_tokens.purpose. */
export type TokenPurpose = 'verify' | 'reset';

/** The account fields sign-in and the link flows decide on, by address. */
export async function findAccountByEmail(db: Db, email: string) {
  const rows = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/** A new account, as registration creates it. */
export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  displayName: string;
  searchText: string;
  userType: string | null;
  country: string;
  language: string;
  unit: string;
  activityType: string;
  activityShare: string;
  activityViewPhotoAndComment: string;
  acceptFriendship: boolean;
}

/**
 * Inserts an account unless the email is taken; answers its id, or undefined when the email
 * already exists. ON CONFLICT makes a concurrent registration of the same address lose
 * cleanly instead of failing with a unique violation.
 */
export async function insertAccount(db: Db, account: NewAccount): Promise<string | undefined> {
  const rows = await db
    .insert(users)
    .values({ id: newId(), ...account, firstTimeLogin: true, verifiedAt: null })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return rows[0]?.id;
}

/** Removes an account again (registration whose verification mail could not be sent). */
export async function deleteAccount(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/**
 * Marks the email verified; answers whether the account is active (it may be signed in),
 * or undefined when the address already was verified.
 */
export async function markVerified(db: Db, userId: string, now: Date) {
  const rows = await db
    .update(users)
    .set({ verifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.verifiedAt)))
    .returning({ isActive: users.status, email: users.email });
  return rows[0];
}

/**
 * Stores a new password hash after a reset: the lockout is cleared, and the email counts as
 * verified because following the link proved the address.
 */
export async function setPasswordAfterReset(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
) {
  await db
    .update(users)
    .set({
      passwordHash,
      failedLoginCount: 0,
      lockedUntil: null,
      verifiedAt: sql`coalesce(${users.verifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * Locks the account row until the transaction ends, so per-address checks (count, then
 * insert) of concurrent requests run one after the other.
 */
export async function lockAccountRow(db: Db, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Stores the hash of a new link token; answers the row id. `createdAt` comes from the
 * caller's clock, the same clock the resend and per-address checks compare it with.
 */
export async function insertEmailToken(
  db: Db,
  token: {
    userId: string;
    purpose: TokenPurpose;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const id = newId();
  await db.insert(emailTokens).values({ id, ...token });
  return id;
}

/** Removes a link token whose mail could not be sent, so it neither works nor counts. */
export async function deleteEmailToken(db: Db, id: string) {
  await db.delete(emailTokens).where(eq(emailTokens.id, id));
}

/** When the newest token of a purpose was issued to a user, or undefined when none was. */
export async function findNewestTokenTime(db: Db, userId: string, purpose: TokenPurpose) {
  const rows = await db
    .select({ createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return rows[0]?.createdAt;
}

/** How many tokens of a purpose a user was issued since `since` (used or not). */
export async function countTokensSince(db: Db, userId: string, purpose: TokenPurpose, since: Date) {
  const rows = await db
    .select({ n: count() })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        gte(emailTokens.createdAt, since),
      ),
    );
  return rows[0]?.n ?? 0;
}

/** The user of a live (unused, unexpired) token, without using it up. */
export async function findLiveToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const rows = await db
    .select({ id: emailTokens.id, userId: emailTokens.userId })
    .from(emailTokens)
    .where(liveToken(tokenHash, purpose, now))
    .limit(1);
  return rows[0];
}

/**
 * Uses a live token up and answers its user, or undefined when it is unknown, used or
 * expired. One UPDATE with the conditions in its WHERE: of two concurrent uses only one
 * gets the row back.
 */
export async function consumeToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(liveToken(tokenHash, purpose, now))
    .returning({ userId: emailTokens.userId });
  return rows[0]?.userId;
}

/**
 * Uses up every live token of a purpose but `keepId` (older links die with the one that
 * worked, and with a newer one that was sent).
 */
export async function retireTokens(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  keepId?: string,
) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        keepId ? ne(emailTokens.id, keepId) : undefined,
      ),
    );
}

function liveToken(tokenHash: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );
}
