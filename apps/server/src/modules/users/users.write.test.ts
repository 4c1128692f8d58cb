import { profileDefaults } from '@cc/shared/users/users.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { sessions, users } from '../../db/schema';
import { verifyPassword } from '../../platform/passwords';
import { buildAdmin, buildUser, buildUserBody, tokenFor, type UserRow } from '../../test/factories';
import { callAs } from '../../test/requests';
import { reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

describe('POST /api/users', () => {
  it('creates a verified, active user with the profile defaults who can log in right away', async () => {
    const body = buildUserBody({
      email: ` New-${newId().slice(-8)}@Example.com `,
      company: 'ACME',
    });
    const res = await callAs(t, admin.id, 'POST', '/api/users', body);
    expect(res.statusCode).toBe(201);
    const email = (body.email as string).trim().toLowerCase();
    expect(res.json()).toMatchObject({
      email,
      firstName: 'Erika',
      lastName: 'Muster',
      displayName: 'Erika Muster',
      country: 'DE',
      userType: 'Customer',
      role: 'user',
      status: true,
      verified: true,
      company: 'ACME',
      teamName: null,
    });
    const stored = await reloadUser(t.db, res.json()._id);
    // The defaults a registration gets (auth.register.test.ts pins them to the spec).
    expect(stored).toMatchObject({
      ...profileDefaults,
      firstTimeLogin: true,
      searchText: `erika muster erika muster ${email}`,
    });
    expect(await verifyPassword(stored!.passwordHash, 'start123')).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { email, password: 'start123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ _id: stored!.id, firstTimeLogin: true });
  });

  it('creates an administrator when asked', async () => {
    const res = await callAs(t, admin.id, 'POST', '/api/users', buildUserBody({ role: 'admin' }));
    expect(res.statusCode).toBe(201);
    expect((await reloadUser(t.db, res.json()._id))?.role).toBe('admin');
  });

  it('refuses an email that exists with 409 EMAIL_ALREADY_EXISTS', async () => {
    const existing = await buildUser(t.db);
    const res = await callAs(
      t,
      admin.id,
      'POST',
      '/api/users',
      buildUserBody({ email: existing.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'EMAIL_ALREADY_EXISTS' } });
  });

  it('creates exactly one user when two creates with the same email race', async () => {
    const body = buildUserBody();
    const results = await Promise.all(
      [1, 2].map(() => callAs(t, admin.id, 'POST', '/api/users', body)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
  });

  it('checks the form rules', async () => {
    const res = await callAs(
      t,
      admin.id,
      'POST',
      '/api/users',
      buildUserBody({
        firstName: '',
        email: 'not-an-email',
        password: 'abc',
        country: 'XX',
        userType: 'Alien',
        role: 'root',
        extra: 1,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({
      firstName: ['FIRST_NAME_REQUIRED'],
      email: ['EMAIL_INVALID'],
      password: ['PASSWORD_INVALID'],
      country: ['COUNTRY_REQUIRED'],
      userType: ['USER_TYPE_REQUIRED'],
      role: ['ROLE_REQUIRED'],
      extra: ['UNKNOWN_FIELD'],
    });
  });
});

describe('PATCH /api/users/:id', () => {
  it('updates names, email, company and country, and refolds the search text', async () => {
    const user = await buildUser(t.db);
    const email = `renamed-${newId().slice(-8)}@example.com`;
    const changes = {
      firstName: 'Zoë',
      lastName: 'Straße',
      email,
      company: 'Beta',
      country: 'FR',
      userType: 'Supplier',
    };
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${user.id}`, {
      _id: 'ignored',
      ...changes,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: user.id, ...changes });
    const stored = await reloadUser(t.db, user.id);
    expect(stored?.searchText).toBe(`zoe strasse ${user.displayName.toLowerCase()} ${email}`);
  });

  it('refuses an email another user has', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${a.id}`, { email: b.email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'EMAIL_ALREADY_EXISTS' } });
    expect((await reloadUser(t.db, a.id))?.email).toBe(a.email);
  });

  it('accepts the user keeping their own email', async () => {
    const user = await buildUser(t.db);
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${user.id}`, { email: user.email });
    expect(res.statusCode).toBe(200);
  });

  it("sets a new password, clears a lockout and ends all the user's sessions", async () => {
    const user = await buildUser(t.db, {
      failedLoginCount: 5,
      lockedUntil: new Date(Date.now() + 60_000),
    });
    const token = await tokenFor(t.db, user.id);
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${user.id}`, {
      password: 'fresh99',
    });
    expect(res.statusCode).toBe(200);
    const stored = await reloadUser(t.db, user.id);
    expect(await verifyPassword(stored!.passwordHash, 'fresh99')).toBe(true);
    expect(stored).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('deactivates a user: their existing token stops working and they cannot log in', async () => {
    const user = await buildUser(t.db);
    const token = await tokenFor(t.db, user.id);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.statusCode).toBe(200);

    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${user.id}`, { status: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(false);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { email: user.email, password: 'secret1' },
    });
    expect(login.json().errors?.msg).toBe('USER_DEACTIVATED');

    const back = await callAs(t, admin.id, 'PATCH', `/api/users/${user.id}`, { status: true });
    expect(back.json().status).toBe(true);
  });

  it('assigns the admin role to another user', async () => {
    const user = await buildUser(t.db);
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${user.id}`, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
  });

  it('refuses an administrator changing their own role', async () => {
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${admin.id}`, { role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'CANNOT_CHANGE_OWN_ROLE' } });
    expect((await reloadUser(t.db, admin.id))?.role).toBe('admin');
  });

  it('lets administrators save their own form unchanged (same role, still active)', async () => {
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${admin.id}`, {
      role: 'admin',
      status: true,
      company: 'HQ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', status: true, company: 'HQ' });
  });

  it('refuses an administrator deactivating themselves', async () => {
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${admin.id}`, { status: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'CANNOT_DEACTIVATE_SELF' } });
    expect((await reloadUser(t.db, admin.id))?.status).toBe(true);
  });

  it.each(['01a1fe05-0000-7000-8000-000000000000', 'nope'])('answers 404 for %s', async (id) => {
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${id}`, { firstName: 'X' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });

  it('refuses unknown fields', async () => {
    const user = await buildUser(t.db);
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${user.id}`, { avatarKey: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { avatarKey: ['UNKNOWN_FIELD'] } },
    });
  });
});
