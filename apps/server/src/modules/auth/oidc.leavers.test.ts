import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { startTestProvider, type TestProvider } from '../../test/oidc-provider';
import type { ProviderCookieJar } from '../../test/oidc-provider-person';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectAbout, expectError, post } from './auth.test-support';
import {
  CALLBACK_URL,
  companyPerson,
  companySession,
  handoverIn,
  oidcEnv,
  refusalIn,
  sessionCount,
  signInWithCompany,
} from './oidc.test-support';

/*
 * OIDC_ONLY: the company's domain signs in through its provider alone, so a person the
 * company disabled cannot get a new session here, by the button or by a password.
 */

let provider: TestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [CALLBACK_URL] });
  t = await createTestApp(
    oidcEnv(provider, { OIDC_DOMAINS: 'example.com', OIDC_ONLY: 'on', OIDC_SESSION_HOURS: '24' }),
  );
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('with OIDC_ONLY', () => {
  it('a person disabled at the provider gets no new session, by the button or a password', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const jar: ProviderCookieJar = new Map();
    const first = await signInWithCompany(t, person, { jar });
    expect(handoverIn(first.res.headers.location)).toBeDefined();
    provider.disable(person.email);
    const sessionsBefore = await sessionCount(t.db);

    // The provider refuses them, even with its own session from the first sign-in.
    const { res } = await signInWithCompany(t, person, { jar });
    const login = await post(t, 'login', { email: person.email, password: person.password });

    expect(refusalIn(res.headers.location)).toBe('SSO_CANCELLED');
    expectError(login, 403, 'SSO_REQUIRED');
    expect(await sessionCount(t.db)).toBe(sessionsBefore);
  });

  it('bounds a company session by OIDC_SESSION_HOURS', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const body = await companySession(t, person);
    expectAbout(body.expiresAt, Date.now() + 24 * 3_600_000);
  });

  it("refuses the domain's password sign-in even for an account that has a password", async () => {
    const local = await buildUser(t.db, { email: companyPerson().email });
    expectError(
      await post(t, 'login', { email: local.email, password: DEFAULT_PASSWORD }),
      403,
      'SSO_REQUIRED',
    );
  });

  it('leaves other domains and the administrators their passwords', async () => {
    const guest = await buildUser(t.db, { email: `guest-${Date.now()}@family.example` });
    const res = await post(t, 'login', { email: guest.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
  });
});
