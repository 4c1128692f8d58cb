import { AppError } from '@cc/shared/errors/app-error';
import { foldSearchText } from '@cc/shared/users/search';
import { type Language, NAME_MAX, profileDefaults } from '@cc/shared/users/users.constants';
import type { ServiceContext } from '../../platform/context';
import * as accounts from './auth.repository';
import * as repo from './oidc.repository';
import { defaultUserTypeOf } from './sign-in-rules';

/** What the provider vouched for, after every check of the ID token passed. */
export interface CompanyIdentity {
  issuer: string;
  subject: string;
  /** Verified by the provider (`email_verified: true`), trimmed and lower-cased. */
  email: string;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
  locale: string | undefined;
}

/**
 * A password no one can type: a company account signs in at its provider. The password check
 * treats a malformed hash as no match; "forgot password" can still set a real one where the
 * address need not use the company sign-in.
 */
const NO_PASSWORD = '!company-sign-in';

/**
 * The account a company identity signs in to (decision 090): the one linked to it; else the
 * account of the verified address, which is linked to it now (recorded as `linked`); else a new
 * verified participant (recorded as `created`). An address whose account is linked to another
 * subject of the same provider is refused: the provider gave the address to someone else.
 */
export async function accountForIdentity(
  ctx: ServiceContext,
  identity: CompanyIdentity,
  now: Date,
): Promise<string> {
  const linked = await repo.findLinkByIdentity(ctx.db, identity.issuer, identity.subject);
  if (linked) {
    await repo.touchLink(ctx.db, linked.userId, now);
    return linked.userId;
  }
  const existing = await accounts.findAccountByEmail(ctx.db, identity.email);
  if (existing) return linkExisting(ctx, existing.id, identity, now);
  const created = await ctx.db.transaction(async (tx) => {
    const id = await accounts.insertAccount(tx, newAccountOf(ctx, identity));
    if (!id) return undefined;
    await accounts.markVerified(tx, id, now);
    await repo.saveLink(tx, { ...identityOf(identity), userId: id, origin: 'created' }, now);
    return id;
  });
  if (created) {
    ctx.log.info({ userId: created }, 'company sign-in created an account');
    return created;
  }
  // The address was registered a moment ago by another request: link to that account.
  const raced = await accounts.findAccountByEmail(ctx.db, identity.email);
  if (!raced) throw new AppError('SSO_FAILED');
  return linkExisting(ctx, raced.id, identity, now);
}

async function linkExisting(
  ctx: ServiceContext,
  userId: string,
  identity: CompanyIdentity,
  now: Date,
): Promise<string> {
  await ctx.db.transaction(async (tx) => {
    await accounts.lockAccountRow(tx, userId);
    const link = await repo.findLinkOfUser(tx, userId);
    if (link && link.issuer === identity.issuer && link.subject !== identity.subject) {
      ctx.log.warn({ userId }, 'company sign-in refused: the account is linked to another subject');
      throw new AppError('SSO_ACCOUNT_NOT_ALLOWED');
    }
    await repo.saveLink(tx, { ...identityOf(identity), userId, origin: 'linked' }, now);
    await accounts.markVerified(tx, userId, now);
  });
  ctx.log.info({ userId }, 'company sign-in linked an existing account');
  return userId;
}

function identityOf(identity: CompanyIdentity) {
  return { issuer: identity.issuer, subject: identity.subject };
}

/**
 * A new participant from the standard claims: names (else the address's local part), the
 * language of `locale` (else of the browser), the user type REGISTRATION_DOMAINS gives the
 * domain. What is missing (country, user type) the profile gate asks once: the account starts
 * with its first-login flag set.
 */
function newAccountOf(ctx: ServiceContext, identity: CompanyIdentity): accounts.NewAccount {
  const [nameFirst, ...nameRest] = (identity.name ?? '').trim().split(/\s+/);
  const firstName = clip(identity.givenName || nameFirst || identity.email.split('@')[0] || '-');
  const lastName = clip(identity.familyName ?? (nameRest.join(' ') || ''));
  const displayName = clip(identity.name?.trim() || `${firstName} ${lastName}`.trim());
  return {
    email: identity.email,
    passwordHash: NO_PASSWORD,
    firstName,
    lastName,
    displayName,
    searchText: foldSearchText(firstName, lastName, displayName, identity.email),
    userType: defaultUserTypeOf(ctx.config, identity.email) ?? null,
    country: '',
    language: languageOf(identity.locale) ?? ctx.acceptLanguage ?? profileDefaults.language,
    unit: profileDefaults.unit,
    activityType: profileDefaults.activityType,
    activityShare: profileDefaults.activityShare,
    activityViewPhotoAndComment: profileDefaults.activityViewPhotoAndComment,
    acceptFriendship: profileDefaults.acceptFriendship,
  };
}

function clip(value: string): string {
  return value.trim().slice(0, NAME_MAX);
}

/** `de`, `de-AT`, `de_CH` → DE; `en…` → EN; anything else: unknown. */
function languageOf(locale: string | undefined): Language | undefined {
  const tag = locale?.trim().slice(0, 2).toLowerCase();
  if (tag === 'de') return 'DE';
  if (tag === 'en') return 'EN';
  return undefined;
}
