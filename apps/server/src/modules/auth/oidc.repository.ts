import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ssoLogins, userSsoLinks, users } from '../../db/schema';

/** A sign-in that `start` sent to the provider. */
export interface PendingSignIn {
  stateHash: string;
  codeVerifier: string;
  nonce: string;
  keepLoggedIn: boolean;
  returnTo: string | null;
  expiresAt: Date;
}

/** Stores a started sign-in, and drops the ones that expired meanwhile (they are minutes old). */
export async function insertPendingSignIn(db: Db, pending: PendingSignIn, now: Date) {
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
  await db.insert(ssoLogins).values(pending);
}

/**
 * Claims a started sign-in for the provider's answer: once, before it expires. Answers
 * undefined for an unknown, used or expired state, so a replayed answer finds nothing.
 */
export async function claimPendingSignIn(db: Db, stateHash: string, now: Date) {
  const rows = await db
    .update(ssoLogins)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoLogins.stateHash, stateHash),
        isNull(ssoLogins.usedAt),
        gt(ssoLogins.expiresAt, now),
      ),
    )
    .returning({
      codeVerifier: ssoLogins.codeVerifier,
      nonce: ssoLogins.nonce,
      keepLoggedIn: ssoLogins.keepLoggedIn,
      returnTo: ssoLogins.returnTo,
    });
  return rows[0];
}

/** Records whose the claimed sign-in is and the one-time code that hands its session over. */
export async function setHandover(
  db: Db,
  stateHash: string,
  handover: { handoverHash: string; userId: string; expiresAt: Date },
) {
  await db.update(ssoLogins).set(handover).where(eq(ssoLogins.stateHash, stateHash));
}

/** Uses up a hand-over code: answers whose sign-in it is, once, before it expires. */
export async function takeHandover(db: Db, handoverHash: string, now: Date) {
  const rows = await db
    .delete(ssoLogins)
    .where(and(eq(ssoLogins.handoverHash, handoverHash), gt(ssoLogins.expiresAt, now)))
    .returning({
      userId: ssoLogins.userId,
      keepLoggedIn: ssoLogins.keepLoggedIn,
      returnTo: ssoLogins.returnTo,
    });
  return rows[0];
}

/** The account a company identity is linked to. */
export async function findLinkByIdentity(db: Db, issuer: string, subject: string) {
  const rows = await db
    .select({ userId: userSsoLinks.userId })
    .from(userSsoLinks)
    .where(and(eq(userSsoLinks.issuer, issuer), eq(userSsoLinks.subject, subject)))
    .limit(1);
  return rows[0];
}

/** The company identity an account is linked to, if any. */
export async function findLinkOfUser(db: Db, userId: string) {
  const rows = await db
    .select({ issuer: userSsoLinks.issuer, subject: userSsoLinks.subject })
    .from(userSsoLinks)
    .where(eq(userSsoLinks.userId, userId))
    .limit(1);
  return rows[0];
}

/**
 * Links an account to a company identity, replacing a link to another issuer's (the
 * operator moved to a new provider), and records the sign-in.
 */
export async function saveLink(
  db: Db,
  link: { userId: string; issuer: string; subject: string; origin: 'created' | 'linked' },
  now: Date,
) {
  await db
    .insert(userSsoLinks)
    .values({ ...link, linkedAt: now, lastSignInAt: now })
    .onConflictDoUpdate({
      target: userSsoLinks.userId,
      set: { issuer: link.issuer, subject: link.subject, origin: link.origin, linkedAt: now },
    });
}

/** Notes a further sign-in through a link. */
export async function touchLink(db: Db, userId: string, now: Date) {
  await db.update(userSsoLinks).set({ lastSignInAt: now }).where(eq(userSsoLinks.userId, userId));
}

/** Whether an account is active (not deactivated by an administrator); undefined: no account. */
export async function findAccountStatus(db: Db, userId: string) {
  const rows = await db
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.status;
}
