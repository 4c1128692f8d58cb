import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { ProviderAccount, TestProvider } from '../../test/oidc-provider';
import { type ProviderCookieJar, signInAtProvider } from '../../test/oidc-provider-person';
import type { TestApp } from '../../test/test-app';

/** The test app's PUBLIC_URL (test-app.ts) and so the redirect URI the provider knows. */
export const APP_URL = 'http://app.test';
export const CALLBACK_URL = `${APP_URL}/api/users/auth/oidc/callback`;
const STATE_COOKIE = 'cc_sso_state';

let sequence = 0;

/** A provider account with an address of `domain` not used before. */
export function companyPerson(
  domain = 'example.com',
  overrides: Partial<ProviderAccount> = {},
): ProviderAccount {
  sequence += 1;
  const local = `employee${sequence}-${Date.now().toString(36)}`;
  return {
    sub: `sub-${local}`,
    email: `${local}@${domain}`,
    password: 'provider-pass',
    givenName: 'Erika',
    familyName: 'Mustermann',
    locale: 'de-DE',
    ...overrides,
  };
}

/** The env that points the test app at the provider. */
export function oidcEnv(provider: TestProvider, extra: Record<string, string> = {}) {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    ...extra,
  };
}

/** Presses the company button: the start's redirect to the provider and the browser's cookie. */
export async function pressButton(t: TestApp, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/users/auth/oidc/start${query}` });
  expect(res.statusCode).toBe(302);
  const cookie = res.cookies.find((c) => c.name === STATE_COOKIE);
  return { location: String(res.headers.location), state: cookie?.value, cookie };
}

/** The provider's return as the browser follows it: the callback with this browser's cookie. */
export function followReturn(t: TestApp, returnUrl: string, state: string | undefined) {
  const url = new URL(returnUrl);
  return t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    cookies: state === undefined ? {} : { [STATE_COOKIE]: state },
  });
}

/** The code of a refusal the callback sent back to the app, or undefined. */
export function refusalIn(location: unknown): string | undefined {
  return /\/#\/companySignIn\?error=([A-Z_]+)$/.exec(String(location))?.[1];
}

/** The one-time code of a successful return, or undefined. */
export function handoverIn(location: unknown): string | undefined {
  return /\/#\/companySignIn\?code=([\w-]+)$/.exec(String(location))?.[1];
}

/** Exchanges a one-time code for the session. */
export function exchange(t: TestApp, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/auth/oidc/session',
    payload: { code },
  });
}

/**
 * The whole journey over HTTP: the button, the provider's pages (login, consent), the return.
 * Answers the callback's answer (a redirect into the app) and the provider's return address.
 */
export async function signInWithCompany(
  t: TestApp,
  person: { email: string; password: string; consent?: 'allow' | 'deny' },
  options: { query?: string; jar?: ProviderCookieJar } = {},
) {
  const started = await pressButton(t, options.query);
  const returnUrl = await signInAtProvider(started.location, person, options.jar);
  const res = await followReturn(t, returnUrl, started.state);
  expect(res.statusCode).toBe(302);
  return { res, returnUrl, state: started.state };
}

/** Signs in all the way to the session: answers the exchange's body. */
export async function companySession(
  t: TestApp,
  person: { email: string; password: string },
  query?: string,
) {
  const { res } = await signInWithCompany(t, person, { query });
  const code = handoverIn(res.headers.location);
  expect(code, `expected a hand-over, got ${res.headers.location}`).toBeDefined();
  const session = await exchange(t, code!);
  expect(session.statusCode).toBe(200);
  return session.json();
}

/** The account of an address (undefined when none exists). */
export async function accountOf(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** How many sessions exist in all: a refused sign-in must not add one. */
export async function sessionCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions);
  return Number(row?.n ?? 0);
}
