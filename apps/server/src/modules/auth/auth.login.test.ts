import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema';
import { buildUser, DEFAULT_PASSWORD, tokenFor } from '../../test/factories';
import { reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  expectAbout,
  expectError,
  mailsTo,
  post,
  registerViaApi,
  sessionsOf,
  sha256,
  tokenFromMail,
} from './auth.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** argon2id of the password exactly as given, as hashes were made before normalisation. */
const hashUnnormalised = (password: string) =>
  hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (email: string, password = DEFAULT_PASSWORD, extra: Record<string, unknown> = {}) =>
  post(t, 'login', { email, password, ...extra });
const unlock = (userId: string) =>
  t.db
    .update(users)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(users.id, userId));

describe('POST /api/users/auth/login', () => {
  it('answers a 100-day session token and the profile', async () => {
    const user = await buildUser(t.db, { firstName: 'Max', lastName: 'Muster' });

    const res = await login(`  ${user.email.toUpperCase()} `);

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token', 'user']);
    expect(body.user).toMatchObject({
      _id: user.id,
      email: user.email,
      displayName: 'Max Muster',
      role: 'user',
    });
    expectAbout(body.expiresAt, Date.now() + 100 * DAY);
    const [session] = await sessionsOf(t.db, user.id);
    expect(session!.tokenHash).toBe(sha256(body.token));
    expectAbout(session!.expiresAt, Date.now() + 100 * DAY);
  });

  it('keeps the session for 100 days with keepLoggedIn true and 12 hours without', async () => {
    const user = await buildUser(t.db);
    expectAbout(
      (await login(user.email, DEFAULT_PASSWORD, { keepLoggedIn: true })).json().expiresAt,
      Date.now() + 100 * DAY,
    );

    const short = await login(user.email, DEFAULT_PASSWORD, { keepLoggedIn: false });
    expect(short.statusCode).toBe(200);
    expectAbout(short.json().expiresAt, Date.now() + 12 * 3_600_000);
    const stored = (await sessionsOf(t.db, user.id)).find(
      (s) => s.tokenHash === sha256(short.json().token),
    );
    expectAbout(stored!.expiresAt, Date.now() + 12 * 3_600_000);
  });

  it('answers USER_DOES_NOT_EXIST for an unknown address', async () => {
    expectError(await login('nobody@example.com'), 404, 'USER_DOES_NOT_EXIST');
  });

  it('answers WRONG_PASSWORD and counts the attempt', async () => {
    const user = await buildUser(t.db);
    expectError(await login(user.email, 'wrong1'), 409, 'WRONG_PASSWORD');
    expect((await reloadUser(t.db, user.id))!.failedLoginCount).toBe(1);
    expect(await sessionsOf(t.db, user.id)).toHaveLength(0);
  });

  it('locks the account on the 5th wrong password in a row, for 5 minutes', async () => {
    const user = await buildUser(t.db);
    for (let i = 1; i <= 4; i++)
      expectError(await login(user.email, 'wrong1'), 409, 'WRONG_PASSWORD');

    expectError(await login(user.email, 'wrong1'), 423, 'BLOCKED_USER');

    const row = (await reloadUser(t.db, user.id))!;
    expectAbout(row.lockedUntil!, Date.now() + 5 * 60_000);
    // The count starts again, so after the lock the user has a full set of attempts.
    expect(row.failedLoginCount).toBe(0);
  });

  it('refuses even the right password while locked', async () => {
    const user = await buildUser(t.db, { lockedUntil: new Date(Date.now() + 60_000) });
    expectError(await login(user.email), 423, 'BLOCKED_USER');
    expect(await sessionsOf(t.db, user.id)).toHaveLength(0);
  });

  it('lets the user in again once the lock has passed, clearing it', async () => {
    const user = await buildUser(t.db);
    for (let i = 1; i <= 5; i++) await login(user.email, 'wrong1');
    await unlock(user.id);

    expect((await login(user.email)).statusCode).toBe(200);
    expect(await reloadUser(t.db, user.id)).toMatchObject({
      failedLoginCount: 0,
      lockedUntil: null,
    });
  });

  it('gives a full set of attempts again after the lock has passed', async () => {
    const user = await buildUser(t.db);
    for (let i = 1; i <= 5; i++) await login(user.email, 'wrong1');
    await unlock(user.id);

    for (let i = 1; i <= 4; i++)
      expectError(await login(user.email, 'wrong1'), 409, 'WRONG_PASSWORD');
    expectError(await login(user.email, 'wrong1'), 423, 'BLOCKED_USER');
  });

  it('resets the count of wrong passwords after a successful login', async () => {
    const user = await buildUser(t.db);
    for (let i = 1; i <= 4; i++) await login(user.email, 'wrong1');
    expect((await reloadUser(t.db, user.id))!.failedLoginCount).toBe(4);

    expect((await login(user.email)).statusCode).toBe(200);
    expect((await reloadUser(t.db, user.id))!.failedLoginCount).toBe(0);
    expectError(await login(user.email, 'wrong1'), 409, 'WRONG_PASSWORD');
  });

  it('takes a password however its accents were encoded (Unicode NFC)', async () => {
    // "Café9": é typed as one code point on one keyboard, as e + a combining accent on another.
    const composed = 'Caf\u00e99';
    const decomposed = 'Cafe\u03019';
    const { email } = await registerViaApi(t, undefined, decomposed);
    await t.db.update(users).set({ verifiedAt: new Date() }).where(eq(users.email, email));

    expect((await login(email, composed)).statusCode).toBe(200);
    expect((await login(email, decomposed)).statusCode).toBe(200);
  });

  it('accepts a password stored before normalisation and stores it normalised', async () => {
    const decomposed = 'Cafe\u03019';
    const user = await buildUser(t.db);
    // A hash as it was made before passwords were normalised: of the bytes as typed.
    await t.db
      .update(users)
      .set({ passwordHash: await hashUnnormalised(decomposed) })
      .where(eq(users.id, user.id));
    expectError(await login(user.email, 'Caf\u00e99'), 409, 'WRONG_PASSWORD');
    await unlock(user.id);

    expect((await login(user.email, decomposed)).statusCode).toBe(200);
    expect((await login(user.email, 'Caf\u00e99')).statusCode).toBe(200);
  });

  it('counts simultaneous wrong passwords without losing one', async () => {
    const user = await buildUser(t.db);
    const answers = await Promise.all(Array.from({ length: 5 }, () => login(user.email, 'wrong1')));

    const codes = answers.map((r) => r.json().errors.msg).sort();
    expect(codes).toEqual([
      'BLOCKED_USER',
      'WRONG_PASSWORD',
      'WRONG_PASSWORD',
      'WRONG_PASSWORD',
      'WRONG_PASSWORD',
    ]);
    expect((await reloadUser(t.db, user.id))!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a deactivated user with the right password', async () => {
    const user = await buildUser(t.db, { status: false });
    expectError(await login(user.email), 403, 'USER_DEACTIVATED');
    expect(await sessionsOf(t.db, user.id)).toHaveLength(0);
  });

  it('still answers WRONG_PASSWORD to a deactivated user with a wrong password', async () => {
    const user = await buildUser(t.db, { status: false });
    expectError(await login(user.email, 'wrong1'), 409, 'WRONG_PASSWORD');
  });
});

describe('login before verification', () => {
  it('answers USER_NOT_VERIFY with the right password and opens no session', async () => {
    const { id, email } = await registerViaApi(t);
    expectError(await login(email), 403, 'USER_NOT_VERIFY');
    expect(await sessionsOf(t.db, id)).toHaveLength(0);
  });

  it('answers WRONG_PASSWORD with a wrong one', async () => {
    const { email } = await registerViaApi(t);
    expectError(await login(email, 'wrong1'), 409, 'WRONG_PASSWORD');
  });

  it('mails no new link while the last one is younger than 10 minutes', async () => {
    const { email } = await registerViaApi(t);
    await login(email);
    await login(email);
    expect(mailsTo(t, email)).toHaveLength(1);
  });

  it('mails a fresh link when the last one is older than 10 minutes, and it verifies', async () => {
    const { id, email, token: first } = await registerViaApi(t);
    await t.db
      .update(emailTokens)
      .set({
        createdAt: new Date(Date.now() - 11 * 60_000),
        expiresAt: new Date(Date.now() - 1000),
      })
      .where(eq(emailTokens.userId, id));

    expectError(await login(email), 403, 'USER_NOT_VERIFY');

    expect(mailsTo(t, email)).toHaveLength(2);
    const fresh = await tokenFromMail(t, email, '/registrationConfirm/');
    expect(fresh).not.toBe(first);
    expect((await post(t, 'verify', { id: fresh })).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('lets the user in once the address is verified', async () => {
    const { id, email, token } = await registerViaApi(t);
    await post(t, 'verify', { id: token });
    const res = await login(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: id, firstTimeLogin: true });
  });
});

describe('login validation', () => {
  it('requires email and password and rejects unknown fields', async () => {
    const res = await post(t, 'login', { remember: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({
      email: ['EMAIL_REQUIRED'],
      password: ['PASSWORD_REQUIRED'],
      remember: ['UNKNOWN_FIELD'],
    });
  });
});

describe('POST /api/users/auth/logout', () => {
  it('ends the current session: the token works until then and never again', async () => {
    const user = await buildUser(t.db);
    const { token } = (await login(user.email)).json();
    const other = await tokenFor(t.db, user.id);

    const res = await post(t, 'logout', undefined, bearer(token));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const left = await sessionsOf(t.db, user.id);
    expect(left.map((s) => s.tokenHash)).toEqual([sha256(other)]);
    expectError(await post(t, 'logout', undefined, bearer(token)), 401, 'UNAUTHORIZED');
  });

  it('needs a session', async () => {
    expectError(await post(t, 'logout'), 401, 'UNAUTHORIZED');
  });
});
