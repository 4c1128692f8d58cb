import type { LoginResponse, RegisterBody, VerifyResponse } from '@cc/shared/auth/auth.schemas';
import { AppError } from '@cc/shared/errors/app-error';
import type { Profile } from '@cc/shared/profile/profile.schemas';
import { foldSearchText } from '@cc/shared/users/search';
import { type Language, profileDefaults } from '@cc/shared/users/users.constants';
import type { ServiceContext, SignedInContext } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';
import { getProfileById } from '../profile';
import {
  changeAccount,
  checkPassword,
  endSession,
  hashToken,
  newToken,
  openSession,
} from '../sessions';
import { type MailContent, resetMail, verificationMail } from './auth.mails';
import * as repo from './auth.repository';
import {
  assertMayRegister,
  assertPasswordSignInAllowed,
  mustUseCompanySignIn,
} from './sign-in-rules';

/** Verification links live 24 hours (rule 2). */
export const VERIFY_TOKEN_HOURS = 24;
/** Reset links live 30 minutes (rule 2). */
export const RESET_TOKEN_MINUTES = 30;
/** A login before verification mails a fresh link when the newest is older than this. */
export const VERIFY_RESEND_AFTER_MINUTES = 10;
/** Reset mails per address and hour (rule 2: forgot-password cannot flood a mailbox). */
export const RESET_MAILS_PER_HOUR = 5;

const MINUTE = 60_000;

/**
 * Creates an unverified participant and mails the verification link (rules 2, 7).
 * The profile language comes from Accept-Language (EN when absent). If the mail cannot be
 * sent the account is removed again, so the person can simply register once more.
 */
export async function register(ctx: ServiceContext, body: RegisterBody): Promise<Profile> {
  const language: Language = ctx.acceptLanguage ?? profileDefaults.language;
  const displayName = `${body.firstName} ${body.lastName}`;
  assertMayRegister(ctx.config, body.email);
  // Checked before hashing so a taken address costs no argon2 work; the insert below still
  // settles a race between two registrations of the same address.
  if (await repo.findAccountByEmail(ctx.db, body.email)) throw new AppError('EMAIL_ALREADY_EXISTS');
  const passwordHash = await hashPassword(body.password);
  const { token, userId } = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertAccount(tx, {
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      displayName,
      searchText: foldSearchText(body.firstName, body.lastName, displayName, body.email),
      userType: body.userType,
      country: body.country,
      language,
      unit: profileDefaults.unit,
      activityType: profileDefaults.activityType,
      activityShare: profileDefaults.activityShare,
      activityViewPhotoAndComment: profileDefaults.activityViewPhotoAndComment,
      acceptFriendship: profileDefaults.acceptFriendship,
    });
    if (!id) throw new AppError('EMAIL_ALREADY_EXISTS');
    return { userId: id, token: await issueToken(tx, id, 'verify') };
  });
  // The mail goes out after the commit: a transaction must not wait on a mail server.
  const mail = verificationMail(language, verifyLink(ctx, token.value));
  if (!(await trySend(ctx, body.email, mail))) {
    await repo.deleteAccount(ctx.db, userId);
    throw new AppError('SERVICE_UNAVAILABLE');
  }
  return getProfileById(ctx.db, userId, ctx.storage);
}

/**
 * Signs in (participant spec §8, rules 3-5), checking in this order: unknown email,
 * lock, password (five wrong in a row lock the account; the attempt is claimed before the
 * password is compared, see sessions/lockout.service.ts), verification, active flag. Success opens
 * a session of 100 days (keepLoggedIn) or 12 hours.
 */
export async function login(
  ctx: ServiceContext,
  body: { email: string; password: string; keepLoggedIn: boolean },
): Promise<LoginResponse> {
  // Before the password is looked at: a refused domain costs no lockout attempt (decision 090).
  assertPasswordSignInAllowed(ctx.config, body.email);
  const check = await checkPassword(ctx, { email: body.email }, body.password);
  if (check.result === 'unknown') throw new AppError('USER_DOES_NOT_EXIST');
  if (check.result === 'locked') throw new AppError('BLOCKED_USER');
  // The wrong password that locks the account answers with the lock.
  if (check.result === 'wrong')
    throw new AppError(check.locksNow ? 'BLOCKED_USER' : 'WRONG_PASSWORD');

  const { account } = check;
  if (!account.verifiedAt) {
    await resendVerificationIfStale(ctx, account, new Date());
    throw new AppError('USER_NOT_VERIFY');
  }
  if (!account.status) throw new AppError('USER_DEACTIVATED');

  const session = await openSession(ctx.db, account.id, body.keepLoggedIn);
  const user = await getProfileById(ctx.db, account.id, ctx.storage);
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user };
}

/**
 * Verifies the email of a verification link; each link works once, for 24 hours. Following
 * the link proves the address, so an active account is signed in on that device at once
 * (docs/decisions/080): the session opens in the same transaction that uses up the link, with
 * login's default length (keepLoggedIn). A deactivated account is verified but not signed in.
 */
export async function verifyEmail(ctx: ServiceContext, token: string): Promise<VerifyResponse> {
  const now = new Date();
  const verified = await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeToken(tx, hashToken(token), 'verify', now);
    if (!userId) return undefined;
    // Any other pending link of the account is pointless once the address is verified.
    await repo.retireTokens(tx, userId, 'verify', now);
    const account = await repo.markVerified(tx, userId, now);
    if (!account) return undefined;
    // An address that must use the company sign-in is verified but not signed in (decision 090).
    const mayOpen = account.isActive && !mustUseCompanySignIn(ctx.config, account.email);
    const session = mayOpen ? await openSession(tx, userId, true) : undefined;
    return { userId, session };
  });
  if (!verified) throw new AppError('NOT_FOUND_OR_ALREADY_VERIFIED');
  const { userId, session } = verified;
  if (!session) return { msg: 'EMAIL_VERIFIED' };
  const user = await getProfileById(ctx.db, userId, ctx.storage);
  return {
    msg: 'EMAIL_VERIFIED',
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user,
  };
}

/**
 * Mails a password reset link (rule 2): EMAIL_NOT_FOUND for an unknown address, at
 * most RESET_MAILS_PER_HOUR mails per address and hour. Works while the account is locked.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  const account = await repo.findAccountByEmail(ctx.db, email);
  if (!account) throw new AppError('EMAIL_NOT_FOUND');
  const now = new Date();
  const token = await ctx.db.transaction(async (tx) => {
    // The row lock makes count-then-insert safe against concurrent requests for one address.
    await repo.lockAccountRow(tx, account.id);
    const since = new Date(now.getTime() - 60 * MINUTE);
    if ((await repo.countTokensSince(tx, account.id, 'reset', since)) >= RESET_MAILS_PER_HOUR) {
      throw new AppError('RATE_LIMITED');
    }
    return issueToken(tx, account.id, 'reset', now);
  });
  const link = `${ctx.config.publicUrl}/#/resetPassword/${token.value}`;
  // The name is the registrant's words: only an address that proved itself is greeted by it.
  const name = account.verifiedAt ? account.firstName : undefined;
  if (!(await trySend(ctx, account.email, resetMail(languageOf(account), name, link)))) {
    // A mail that never left must not count against the hourly limit.
    await repo.deleteEmailToken(ctx.db, token.id);
    throw new AppError('SERVICE_UNAVAILABLE');
  }
  // Only the newest link works: a mail that was sent retires the ones before it.
  await repo.retireTokens(ctx.db, account.id, 'reset', now, token.id);
}

/**
 * Sets a new password from a reset link (rules 2, 4): the link is used up (and older
 * ones with it), the lockout cleared, the email counts as verified, and every session ends.
 */
export async function resetPassword(
  ctx: ServiceContext,
  token: string,
  password: string,
): Promise<void> {
  const tokenHash = hashToken(token);
  const now = new Date();
  // A cheap look-up first, so an invalid link costs no password hashing.
  const live = await repo.findLiveToken(ctx.db, tokenHash, 'reset', now);
  if (!live) throw new AppError('RESET_LINK_INVALID');
  const passwordHash = await hashPassword(password);
  await changeAccount(ctx, live.userId, async (tx, endSessions) => {
    // Used by a concurrent request meanwhile: nothing changed, nothing to forget.
    if (!(await repo.consumeToken(tx, tokenHash, 'reset', now)))
      throw new AppError('RESET_LINK_INVALID');
    await repo.retireTokens(tx, live.userId, 'reset', now);
    await repo.setPasswordAfterReset(tx, live.userId, passwordHash, now);
    await endSessions();
  });
}

/** Ends the session of the request (logout). */
export async function logout(ctx: SignedInContext): Promise<void> {
  await endSession(ctx, ctx.user.sessionId);
}

type Account = NonNullable<Awaited<ReturnType<typeof repo.findAccountByEmail>>>;

/**
 * Login before verification: mails a fresh link when the newest one is older than
 * VERIFY_RESEND_AFTER_MINUTES (or missing), so nobody is stuck with an expired link, while
 * repeated attempts do not flood the mailbox (docs/decisions/010). A failed send does not
 * change the answer; the token is dropped so the next attempt tries again.
 */
async function resendVerificationIfStale(ctx: ServiceContext, account: Account, now: Date) {
  const newest = await repo.findNewestTokenTime(ctx.db, account.id, 'verify');
  if (newest && newest.getTime() > now.getTime() - VERIFY_RESEND_AFTER_MINUTES * MINUTE) return;
  const token = await issueToken(ctx.db, account.id, 'verify', now);
  const mail = verificationMail(languageOf(account), verifyLink(ctx, token.value));
  if (!(await trySend(ctx, account.email, mail))) await repo.deleteEmailToken(ctx.db, token.id);
}

/** A new link token: random 256 bits to the mail, only its SHA-256 to the database. */
async function issueToken(
  db: ServiceContext['db'],
  userId: string,
  purpose: repo.TokenPurpose,
  now = new Date(),
) {
  const value = newToken();
  const lifetime =
    purpose === 'verify' ? VERIFY_TOKEN_HOURS * 60 * MINUTE : RESET_TOKEN_MINUTES * MINUTE;
  const id = await repo.insertEmailToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(value),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return { id, value };
}

/** The web app uses a hash router, hence the `#`. */
function verifyLink(ctx: ServiceContext, token: string): string {
  return `${ctx.config.publicUrl}/#/registrationConfirm/${token}`;
}

function languageOf(account: Account): Language {
  return account.language === 'DE' ? 'DE' : 'EN';
}

/** Sends a mail; answers false (and logs) when the mail server refused or was unreachable. */
async function trySend(ctx: ServiceContext, to: string, mail: MailContent): Promise<boolean> {
  try {
    await ctx.mailer.send({ to, ...mail });
    return true;
  } catch (err) {
    ctx.log.error({ err }, 'mail could not be sent');
    return false;
  }
}
