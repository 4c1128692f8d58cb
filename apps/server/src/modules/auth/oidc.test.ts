import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userSsoLinks } from '../../db/schema';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { startTestProvider, type TestProvider } from '../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectAbout, expectError, post } from './auth.test-support';
import {
  accountOf,
  CALLBACK_URL,
  companyPerson,
  companySession,
  exchange,
  handoverIn,
  oidcEnv,
  pressButton,
  refusalIn,
  signInWithCompany,
} from './oidc.test-support';

const HOUR = 3_600_000;

let provider: TestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [CALLBACK_URL] });
  t = await createTestApp(
    oidcEnv(provider, {
      OIDC_DOMAINS: 'example.com,*.example.org',
      OIDC_BUTTON_LABEL: 'Mit Firmenkonto anmelden',
      REGISTRATION_DOMAINS: 'example.com=Staff',
    }),
  );
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const linkOf = async (userId: string) =>
  (await t.db.select().from(userSsoLinks).where(eq(userSsoLinks.userId, userId)))[0];

describe('the company button', () => {
  it('is announced by the public settings with its label', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.json().companySignIn).toEqual({ label: 'Mit Firmenkonto anmelden' });
  });

  it("starts at the provider's authorization endpoint with PKCE, state and nonce", async () => {
    const { location, state, cookie } = await pressButton(t);
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: CALLBACK_URL,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state,
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The state is bound to this browser, for the callback only, out of reach of scripts.
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/users/auth/oidc',
      maxAge: 600,
    });
  });
});

describe('a first company sign-in', () => {
  it('creates a verified participant from the claims and opens a session of one week', async () => {
    const person = companyPerson();
    provider.addAccount(person);

    const body = await companySession(t, person);

    expect(body.user).toMatchObject({
      email: person.email,
      firstName: 'Erika',
      lastName: 'Mustermann',
      displayName: 'Erika Mustermann',
      role: 'user',
      language: 'DE',
      userType: 'Staff',
      firstTimeLogin: true,
    });
    expect(body).toMatchObject({ keepLoggedIn: true, returnTo: null });
    expectAbout(body.expiresAt, Date.now() + 168 * HOUR);
    const account = await accountOf(t.db, person.email);
    expect(account!.verifiedAt).not.toBeNull();
    expect(await linkOf(account!.id)).toMatchObject({
      issuer: provider.issuer,
      subject: person.sub,
      origin: 'created',
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('keeps the 12-hour session without keep-me-logged-in, and the app path to return to', async () => {
    const person = companyPerson('eu.example.org', { locale: 'en-GB' });
    provider.addAccount(person);

    const body = await companySession(t, person, '?keepLoggedIn=false&returnTo=/myActivity');

    expect(body).toMatchObject({ keepLoggedIn: false, returnTo: '/myActivity' });
    expect(body.user).toMatchObject({ language: 'EN', userType: null });
    expectAbout(body.expiresAt, Date.now() + 12 * HOUR);
  });

  it('signs the same identity in to the same account the next time', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const first = await companySession(t, person);

    const second = await companySession(t, person);

    expect(second.user._id).toBe(first.user._id);
    expect(second.token).not.toBe(first.token);
  });
});

describe("Microsoft Entra ID's verified domain", () => {
  it('counts as a verified address where email_verified is missing (xms_edov)', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    provider.tamper = { claims: { email_verified: undefined, xms_edov: true } };
    try {
      const body = await companySession(t, person);
      expect(body.user.email).toBe(person.email);
    } finally {
      provider.tamper = undefined;
    }
  });
});

describe('an existing local account of the same address', () => {
  it('is linked, recorded as such, and keeps its password', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const local = await buildUser(t.db, { email: person.email, firstName: 'Local' });

    const body = await companySession(t, person);

    expect(body.user).toMatchObject({ _id: local.id, firstName: 'Local' });
    expect(await linkOf(local.id)).toMatchObject({ subject: person.sub, origin: 'linked' });
    const login = await post(t, 'login', { email: person.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('is refused when it is linked to another identity of the same provider', async () => {
    const earlier = companyPerson();
    provider.addAccount(earlier);
    const body = await companySession(t, earlier);
    // The provider gives the address to someone new, with a subject of their own.
    const successor = { ...earlier, sub: `${earlier.sub}-new` };
    provider.addAccount(successor);

    const { res } = await signInWithCompany(t, successor);

    expect(refusalIn(res.headers.location)).toBe('SSO_ACCOUNT_NOT_ALLOWED');
    expect(await linkOf(body.user._id)).toMatchObject({ subject: earlier.sub });
  });

  it('is refused while an administrator has deactivated it', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const local = await buildUser(t.db, { email: person.email, status: false });

    const { res } = await signInWithCompany(t, person);

    expect(refusalIn(res.headers.location)).toBe('USER_DEACTIVATED');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, local.id))).toEqual([]);
  });
});

describe('the one-time code of a finished sign-in', () => {
  it('gives its session once', async () => {
    const person = companyPerson();
    provider.addAccount(person);
    const { res } = await signInWithCompany(t, person);
    const code = handoverIn(res.headers.location)!;

    expect((await exchange(t, code)).statusCode).toBe(200);
    const again = await exchange(t, code);

    expectError(again, 400, 'SSO_FAILED');
  });

  it('is refused when made up', async () => {
    expectError(await exchange(t, 'made-up-code'), 400, 'SSO_FAILED');
  });
});

describe('the return path', () => {
  it('is an app path only: another site or a protocol-relative address is refused', async () => {
    for (const returnTo of ['//evil.example', 'https://evil.example', '/a?b', '/../x', 'x']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(res.statusCode, returnTo).toBe(400);
      expect(res.json().errors.msg).toBe('VALIDATION_FAILED');
    }
  });
});

describe('without OIDC_ISSUER', () => {
  it('has no company sign-in at all', async () => {
    const plain = await createTestApp();
    try {
      const settings = await plain.app.inject({ method: 'GET', url: '/api/settings' });
      expect(settings.json()).toMatchObject({ companySignIn: null, registration: 'open' });
      for (const url of ['/api/users/auth/oidc/start', '/api/users/auth/oidc/callback']) {
        expect((await plain.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});
