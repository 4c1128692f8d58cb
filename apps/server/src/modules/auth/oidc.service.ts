import type { CompanySessionResponse } from '@cc/shared/auth/auth.schemas';
import { AppError } from '@cc/shared/errors/app-error';
import * as client from 'openid-client';
import { z } from 'zod';
import type { OidcConfig } from '../../config/config';
import { ruleFor } from '../../config/email-domains';
import type { ServiceContext } from '../../platform/context';
import { getProfileById } from '../profile';
import { hashToken, newToken, openSession } from '../sessions';
import { accountForIdentity } from './oidc.accounts';
import { providerConfiguration } from './oidc.client';
import * as repo from './oidc.repository';

/** The path the provider returns to; an operator registers PUBLIC_URL + this path. */
export const CALLBACK_PATH = '/api/users/auth/oidc/callback';
/** How long a person may spend at the provider between the button and the return. */
export const SIGN_IN_MINUTES = 10;
/** How long the app has to exchange the one-time code for the session. */
export const HANDOVER_SECONDS = 120;

const MINUTE = 60_000;
const emailSchema = z.email();

/** The company sign-in's configuration; the routes exist only when there is one. */
function oidcOf(ctx: ServiceContext): OidcConfig {
  if (!ctx.config.oidc) throw new AppError('NOT_FOUND');
  return ctx.config.oidc;
}

function redirectUri(ctx: ServiceContext): string {
  return `${ctx.config.publicUrl}${CALLBACK_PATH}`;
}

/**
 * Starts a company sign-in (decision 090): a fresh state, nonce and PKCE verifier, stored by
 * the state's hash for SIGN_IN_MINUTES, and the provider's authorization address to send the
 * browser to. The caller binds the state to the browser (a cookie), so an answer carried to
 * another browser is refused.
 */
export async function startCompanySignIn(
  ctx: ServiceContext,
  options: { keepLoggedIn: boolean; returnTo: string | undefined },
): Promise<{ redirectTo: string; state: string }> {
  const oidc = oidcOf(ctx);
  const configuration = await reachProvider(ctx, oidc);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const now = new Date();
  await repo.insertPendingSignIn(
    ctx.db,
    {
      stateHash: hashToken(state),
      codeVerifier,
      nonce,
      keepLoggedIn: options.keepLoggedIn,
      returnTo: options.returnTo ?? null,
      expiresAt: new Date(now.getTime() + SIGN_IN_MINUTES * MINUTE),
    },
    now,
  );
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(ctx),
    scope: oidc.scopes,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(ctx.acceptLanguage ? { ui_locales: ctx.acceptLanguage.toLowerCase() } : {}),
  });
  return { redirectTo: url.href, state };
}

/**
 * Finishes a company sign-in from the provider's return (`query` of the callback) in the
 * browser that started it (`browserState`, the state its cookie kept). Checks, in order: the
 * state (present, this browser's, started here, not used, not expired), a refusal by the
 * provider, then through openid-client the code exchange with the PKCE verifier and the ID
 * token's issuer, audience, signature, expiry and nonce; then the address's verification, the domains
 * and the account's status. Answers the one-time code that hands the session to the app.
 */
export async function finishCompanySignIn(
  ctx: ServiceContext,
  query: string,
  browserState: string | undefined,
): Promise<string> {
  const oidc = oidcOf(ctx);
  const params = new URLSearchParams(query);
  const state = params.get('state');
  if (!state || state !== browserState) throw new AppError('SSO_FAILED');
  const now = new Date();
  const stateHash = hashToken(state);
  const pending = await repo.claimPendingSignIn(ctx.db, stateHash, now);
  if (!pending) throw new AppError('SSO_FAILED');
  const refusal = params.get('error');
  if (refusal) {
    ctx.log.info({ error: refusal }, 'company sign-in refused at the provider');
    throw new AppError(refusal === 'access_denied' ? 'SSO_CANCELLED' : 'SSO_FAILED');
  }

  const configuration = await reachProvider(ctx, oidc);
  const claims = await exchangeCode(ctx, configuration, `${redirectUri(ctx)}?${query}`, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  if (!isAddressVerified(claims)) throw new AppError('SSO_EMAIL_NOT_VERIFIED');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!emailSchema.safeParse(email).success) throw new AppError('SSO_EMAIL_NOT_VERIFIED');
  if (oidc.domains.length > 0 && !ruleFor(oidc.domains, email)) {
    throw new AppError('SSO_ACCOUNT_NOT_ALLOWED');
  }

  const userId = await accountForIdentity(
    ctx,
    {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      givenName: stringClaim(claims.given_name),
      familyName: stringClaim(claims.family_name),
      name: stringClaim(claims.name),
      locale: stringClaim(claims.locale),
    },
    now,
  );
  if ((await repo.findAccountStatus(ctx.db, userId)) !== true) {
    throw new AppError('USER_DEACTIVATED');
  }
  const handover = newToken();
  await repo.setHandover(ctx.db, stateHash, {
    handoverHash: hashToken(handover),
    userId,
    expiresAt: new Date(now.getTime() + HANDOVER_SECONDS * 1000),
  });
  return handover;
}

/**
 * Exchanges the one-time code of a finished company sign-in for a session, as a password
 * sign-in answers it. The session lives OIDC_SESSION_HOURS with keep-me-logged-in and the
 * usual 12 hours without: then the person passes the provider again, which refuses a leaver.
 */
export async function openCompanySession(
  ctx: ServiceContext,
  code: string,
): Promise<CompanySessionResponse> {
  const oidc = oidcOf(ctx);
  const handover = await repo.takeHandover(ctx.db, hashToken(code), new Date());
  if (!handover?.userId) throw new AppError('SSO_FAILED');
  const { userId, keepLoggedIn, returnTo } = handover;
  // Deactivated in the two minutes since the provider's return: no session either.
  if ((await repo.findAccountStatus(ctx.db, userId)) !== true) {
    throw new AppError('USER_DEACTIVATED');
  }
  const session = await openSession(ctx.db, userId, keepLoggedIn, oidc.sessionHours);
  const user = await getProfileById(ctx.db, userId, ctx.storage);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user,
    keepLoggedIn,
    returnTo,
  };
}

/** The provider's configuration; unreachable or broken, the sign-in fails with SSO_FAILED. */
async function reachProvider(ctx: ServiceContext, oidc: OidcConfig) {
  try {
    return await providerConfiguration(oidc);
  } catch (err) {
    ctx.log.warn({ err }, 'company sign-in: the provider could not be discovered');
    throw new AppError('SSO_FAILED');
  }
}

/**
 * The code exchange and the ID token's checks (openid-client). Whatever fails, the person
 * sees SSO_FAILED and the log keeps the library's reason; the provider's words never reach
 * the page.
 */
async function exchangeCode(
  ctx: ServiceContext,
  configuration: client.Configuration,
  currentUrl: string,
  checks: client.AuthorizationCodeGrantChecks,
) {
  try {
    const tokens = await client.authorizationCodeGrant(configuration, new URL(currentUrl), checks);
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return claims;
  } catch (err) {
    ctx.log.warn({ err }, 'company sign-in: the provider’s answer was refused');
    throw new AppError('SSO_FAILED');
  }
}

/**
 * Whether the provider vouches for the address: `email_verified: true`, or Microsoft Entra
 * ID's `xms_edov: true` (its ID tokens carry no `email_verified`; the optional claim says the
 * address's domain is verified by the tenant, and OIDC_DOMAINS names which domains count).
 */
function isAddressVerified(claims: client.IDToken): boolean {
  return claims.email_verified === true || claims.xms_edov === true;
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
