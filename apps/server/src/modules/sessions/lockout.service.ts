import { LOCKOUT_ATTEMPTS, LOCKOUT_MINUTES } from '@cc/shared/auth/auth.schemas';
import type { ServiceContext } from '../../platform/context';
import { comparePassword, hashPassword } from '../../platform/passwords';
import * as repo from './lockout.repository';

/** An account whose password was found right, with the fields sign-in decides on. */
export type CheckedAccount = repo.PasswordClaim;

/** What a password guess came to. */
export type PasswordCheck =
  /** There is no such account. */
  | { result: 'unknown' }
  /** The account is locked; the guess was not compared. */
  | { result: 'locked' }
  /** The guess was wrong; `locksNow` when it was the one that locked the account. */
  | { result: 'wrong'; locksNow: boolean }
  | { result: 'right'; account: CheckedAccount };

/**
 * Compares a password guess with the account's under the lockout (rule 3, decision
 * 025). The attempt is claimed in the database before the slow hash comparison, so of a
 * burst of parallel guesses at most LOCKOUT_ATTEMPTS are ever compared before the lock
 * refuses the rest, and the lock is decided in the same atomic step. A right password
 * forgets the wrong ones claimed up to its own claim, never those claimed after it or a lock
 * they set meanwhile (decision 059), and replaces a hash made before passwords were normalised
 * (Unicode NFC, platform/passwords.ts). Login and change-password share the counter: both guess
 * the same secret. Times come from `ctx.clock`.
 */
export async function checkPassword(
  ctx: ServiceContext,
  key: repo.AccountKey,
  password: string,
): Promise<PasswordCheck> {
  const now = ctx.clock.now();
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  const claim = await repo.claimPasswordAttempt(ctx.db, key, LOCKOUT_ATTEMPTS, now, lockUntil);
  if (!claim) return { result: (await repo.accountExists(ctx.db, key)) ? 'locked' : 'unknown' };
  const match = await comparePassword(claim.passwordHash, password);
  if (match === 'none') return { result: 'wrong', locksNow: claim.locksNow };
  // A hash from before passwords were normalised is replaced at this first right guess.
  const newHash = match === 'unnormalised' ? await hashPassword(password) : undefined;
  await repo.clearClaimedAttempts(ctx.db, claim, newHash);
  return { result: 'right', account: claim };
}
