import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { emailTokens } from '../../db/schema';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  expectError,
  mailsTo,
  post,
  registration,
  sessionsOf,
  sha256,
  uniqueEmail,
  userByEmail,
} from './auth.test-support';

/**
 * Who may register and who must use the company sign-in (REGISTRATION, OIDC_ONLY; decision
 * 090), through the real app with each configuration. The issuer is a closed loopback port:
 * none of these paths contacts the provider.
 */
const ISSUER = 'http://127.0.0.1:9';

/** An address of `domain` no other test uses. */
const addressAt = (domain: string, prefix?: string) =>
  uniqueEmail(prefix).replace(/@.*$/, `@${domain}`);

const settingsOf = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();

const login = (t: TestApp, email: string, password = DEFAULT_PASSWORD) =>
  post(t, 'login', { email, password });

describe('with the default configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells the app there is no company sign-in and registration is open', async () => {
    expect(await settingsOf(t)).toMatchObject({ companySignIn: null, registration: 'open' });
  });
});

describe('REGISTRATION=closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION: 'closed' });
  });
  afterAll(() => t.close());

  it('refuses every registration, creating no account and sending no mail', async () => {
    const email = uniqueEmail();

    expectError(await post(t, 'register', registration(email)), 403, 'REGISTRATION_NOT_ALLOWED');

    expect(await userByEmail(t.db, email)).toBeUndefined();
    expect(mailsTo(t, email)).toHaveLength(0);
  });

  it('gives an address that already has an account the same answer, revealing nothing', async () => {
    const existing = await buildUser(t.db);
    expectError(
      await post(t, 'register', registration(existing.email)),
      403,
      'REGISTRATION_NOT_ALLOWED',
    );
  });

  it('still lets existing accounts and administrators sign in', async () => {
    const participant = await buildUser(t.db);
    const admin = await buildUser(t.db, { role: 'admin' });
    expect((await login(t, participant.email)).statusCode).toBe(200);
    expect((await login(t, admin.email)).statusCode).toBe(200);
  });

  it('tells the app that registration is closed', async () => {
    expect(await settingsOf(t)).toMatchObject({ companySignIn: null, registration: 'closed' });
  });
});

describe('REGISTRATION=domains', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      REGISTRATION: 'domains',
      REGISTRATION_DOMAINS: 'members.example=Staff, *.partner.example',
    });
  });
  afterAll(() => t.close());

  it('admits an address of a listed domain, whatever its case', async () => {
    const email = addressAt('Members.EXAMPLE', 'Anna');

    const res = await post(t, 'register', registration(email));

    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe(email.toLowerCase());
    expect(await userByEmail(t.db, email.toLowerCase())).toBeDefined();
  });

  it('refuses any other domain with a bare code that names no admitted domain', async () => {
    for (const domain of ['example.com', 'evilmembers.example', 'members.example.evil.test']) {
      const email = addressAt(domain);
      const res = await post(t, 'register', registration(email));

      // expectError compares the whole body: the code and nothing else.
      expectError(res, 403, 'REGISTRATION_NOT_ALLOWED');
      expect(res.body).not.toMatch(/members|partner/);
      expect(await userByEmail(t.db, email)).toBeUndefined();
    }
  });

  it('admits the sub-domains of a *. rule but not the domain itself', async () => {
    expect(
      (await post(t, 'register', registration(addressAt('eu.partner.example')))).statusCode,
    ).toBe(201);
    expectError(
      await post(t, 'register', registration(addressAt('partner.example'))),
      403,
      'REGISTRATION_NOT_ALLOWED',
    );
  });

  it('tells the app the mode, but not the domains', async () => {
    const settings = await settingsOf(t);
    expect(settings).toMatchObject({ registration: 'domains' });
    expect(JSON.stringify(settings)).not.toMatch(/members|partner/);
  });
});

describe('OIDC_ONLY with OIDC_DOMAINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      OIDC_ISSUER: ISSUER,
      OIDC_CLIENT_ID: 'charity-challenge',
      OIDC_DOMAINS: 'company.example',
      OIDC_ONLY: 'true',
      OIDC_BUTTON_LABEL: 'Sign in with Company ID',
    });
  });
  afterAll(() => t.close());

  it('refuses a password sign-in of the domain, even with the right password', async () => {
    const user = await buildUser(t.db, { email: addressAt('company.example') });

    expectError(await login(t, user.email), 403, 'SSO_REQUIRED');
    expectError(await login(t, user.email.toUpperCase()), 403, 'SSO_REQUIRED');

    expect(await sessionsOf(t.db, user.id)).toHaveLength(0);
  });

  it('refuses before the password is checked, so wrong passwords never lock the account', async () => {
    const user = await buildUser(t.db, { email: addressAt('company.example') });

    for (let i = 1; i <= 5; i++)
      expectError(await login(t, user.email, 'wrong1'), 403, 'SSO_REQUIRED');

    expect(await reloadUser(t.db, user.id)).toMatchObject({
      failedLoginCount: 0,
      lockedUntil: null,
    });
  });

  it('lets other domains and administrators sign in with their password as before', async () => {
    const participant = await buildUser(t.db, { email: addressAt('example.com') });
    // OIDC_DOMAINS lists company.example exactly: its sub-domains are not covered.
    const subsidiary = await buildUser(t.db, { email: addressAt('eu.company.example') });
    const admin = await buildUser(t.db, { role: 'admin', email: addressAt('example.com') });

    for (const user of [participant, subsidiary, admin]) {
      expect((await login(t, user.email)).statusCode, user.email).toBe(200);
    }
  });

  it('points a registration of the domain to the company sign-in, creating no account', async () => {
    const email = addressAt('company.example');

    expectError(await post(t, 'register', registration(email)), 403, 'SSO_REQUIRED');

    expect(await userByEmail(t.db, email)).toBeUndefined();
    expect(mailsTo(t, email)).toHaveLength(0);
    expect((await post(t, 'register', registration(addressAt('example.com')))).statusCode).toBe(
      201,
    );
  });

  it('verifies an address of the domain from an older link without signing it in', async () => {
    // Registered before the operator turned OIDC_ONLY on; the link is still pending.
    const user = await buildUser(t.db, { email: addressAt('company.example'), verifiedAt: null });
    const token = randomBytes(32).toString('base64url');
    await t.db.insert(emailTokens).values({
      id: newId(),
      userId: user.id,
      purpose: 'verify',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    const res = await post(t, 'verify', { id: token });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'EMAIL_VERIFIED' });
    expect((await reloadUser(t.db, user.id))!.verifiedAt).toBeInstanceOf(Date);
    expect(await sessionsOf(t.db, user.id)).toHaveLength(0);
  });

  it("tells the app the button's label, and not the domains", async () => {
    const settings = await settingsOf(t);
    expect(settings).toMatchObject({
      companySignIn: { label: 'Sign in with Company ID' },
      registration: 'open',
    });
    expect(JSON.stringify(settings)).not.toContain('company.example');
  });
});
