import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../test/oidc-provider';
import { signInAtProvider } from '../../test/oidc-provider-person';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  accountOf,
  CALLBACK_URL,
  companyPerson,
  followReturn,
  handoverIn,
  oidcEnv,
  pressButton,
  refusalIn,
  sessionCount,
  signInWithCompany,
} from './oidc.test-support';

/*
 * Each attack is played against the real provider; where the provider would have to lie, its
 * token answer is altered on the way out (test/oidc-provider.ts), so the checks the app relies
 * on are the ones exercised. Every case must end on the login page with a code of the shared
 * list, and with no session and no account.
 */

let provider: TestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [CALLBACK_URL] });
  t = await createTestApp(oidcEnv(provider, { OIDC_DOMAINS: 'example.com' }));
});
afterEach(() => {
  provider.tamper = undefined;
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** Plays a sign-in of a new person and expects it refused with `code`, leaving nothing behind. */
async function expectRefused(code: string, person = companyPerson()) {
  provider.addAccount(person);
  const sessionsBefore = await sessionCount(t.db);
  const { res } = await signInWithCompany(t, person);
  expect(res.headers.location).toBe(`http://app.test/#/companySignIn?error=${code}`);
  expect(await sessionCount(t.db)).toBe(sessionsBefore);
  expect(await accountOf(t.db, person.email)).toBeUndefined();
}

describe('an ID token the app must not trust', () => {
  it('from another issuer is refused', async () => {
    provider.tamper = { claims: { iss: 'http://127.0.0.1:1/evil' } };
    await expectRefused('SSO_FAILED');
  });

  it('for another client (audience) is refused', async () => {
    provider.tamper = { claims: { aud: 'some-other-app' } };
    await expectRefused('SSO_FAILED');
  });

  it('signed with a key the provider does not publish is refused', async () => {
    provider.tamper = { foreignKey: true };
    await expectRefused('SSO_FAILED');
  });

  it('with another nonce than this sign-in sent is refused', async () => {
    provider.tamper = { claims: { nonce: 'a-nonce-of-another-sign-in' } };
    await expectRefused('SSO_FAILED');
  });

  it('that has expired is refused', async () => {
    provider.tamper = { claims: { exp: Math.floor(Date.now() / 1000) - 3600 } };
    await expectRefused('SSO_FAILED');
  });

  it('with email_verified false is refused', async () => {
    await expectRefused(
      'SSO_EMAIL_NOT_VERIFIED',
      companyPerson('example.com', { emailVerified: false }),
    );
  });

  it('with email_verified missing is refused', async () => {
    provider.tamper = { claims: { email_verified: undefined } };
    await expectRefused('SSO_EMAIL_NOT_VERIFIED');
  });

  it('of an address outside OIDC_DOMAINS is refused', async () => {
    await expectRefused('SSO_ACCOUNT_NOT_ALLOWED', companyPerson('elsewhere.example'));
    await expectRefused('SSO_ACCOUNT_NOT_ALLOWED', companyPerson('sub.example.com'));
  });
});

describe("the provider's return", () => {
  it('replayed after it signed someone in is refused', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const { res, returnUrl, state } = await signInWithCompany(t, person);
    expect(handoverIn(res.headers.location)).toBeDefined();
    const sessionsBefore = await sessionCount(t.db);

    const replay = await followReturn(t, returnUrl, state);

    expect(refusalIn(replay.headers.location)).toBe('SSO_FAILED');
    expect(await sessionCount(t.db)).toBe(sessionsBefore);
  });

  it('without a state is refused', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const started = await pressButton(t);
    const returnUrl = new URL(await signInAtProvider(started.location, person));
    returnUrl.searchParams.delete('state');

    const res = await followReturn(t, returnUrl.href, started.state);

    expect(refusalIn(res.headers.location)).toBe('SSO_FAILED');
    expect(await accountOf(t.db, person.email)).toBeUndefined();
  });

  it('carried into another browser (no cookie, or the cookie of another sign-in) is refused', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const victims = await pressButton(t);
    const attackers = await pressButton(t);
    const returnUrl = await signInAtProvider(attackers.location, person);

    expect(refusalIn((await followReturn(t, returnUrl, undefined)).headers.location)).toBe(
      'SSO_FAILED',
    );
    expect(refusalIn((await followReturn(t, returnUrl, victims.state)).headers.location)).toBe(
      'SSO_FAILED',
    );
    expect(await accountOf(t.db, person.email)).toBeUndefined();
  });

  it('with a state the app never issued is refused', async () => {
    const res = await followReturn(t, `${CALLBACK_URL}?code=abc&state=forged`, 'forged');
    expect(refusalIn(res.headers.location)).toBe('SSO_FAILED');
  });

  it('with a code the provider never issued is refused', async () => {
    const started = await pressButton(t);
    const res = await followReturn(
      t,
      `${CALLBACK_URL}?code=invented&state=${started.state}&iss=${encodeURIComponent(provider.issuer)}`,
      started.state,
    );
    expect(refusalIn(res.headers.location)).toBe('SSO_FAILED');
  });

  it('naming another issuer (a mix-up) is refused', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const started = await pressButton(t);
    const returnUrl = new URL(await signInAtProvider(started.location, person));
    returnUrl.searchParams.set('iss', 'http://127.0.0.1:1/evil');

    const res = await followReturn(t, returnUrl.href, started.state);

    expect(refusalIn(res.headers.location)).toBe('SSO_FAILED');
    expect(await accountOf(t.db, person.email)).toBeUndefined();
  });

  it('after the person cancelled at the provider says so', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const { res } = await signInWithCompany(t, { ...person, consent: 'deny' });
    expect(refusalIn(res.headers.location)).toBe('SSO_CANCELLED');
    expect(await accountOf(t.db, person.email)).toBeUndefined();
  });

  it("never shows the provider's own words", async () => {
    const started = await pressButton(t);
    const res = await followReturn(
      t,
      `${CALLBACK_URL}?error=server_error&error_description=${encodeURIComponent('<b>stack</b>')}&state=${started.state}`,
      started.state,
    );
    expect(res.headers.location).toBe('http://app.test/#/companySignIn?error=SSO_FAILED');
    expect(res.body).toBe('');
  });
});

describe('a provider that cannot be reached', () => {
  it('sends the button back to the app with SSO_FAILED', async () => {
    const away = await createTestApp({
      OIDC_ISSUER: 'http://127.0.0.1:1',
      OIDC_CLIENT_ID: 'cc-app',
    });
    try {
      const res = await away.app.inject({ method: 'GET', url: '/api/users/auth/oidc/start' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('http://app.test/#/companySignIn?error=SSO_FAILED');
    } finally {
      await away.close();
    }
  });
});
