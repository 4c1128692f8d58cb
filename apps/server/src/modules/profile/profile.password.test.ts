import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { verifyPassword } from '../../platform/passwords';
import { authHeader, buildUser, DEFAULT_PASSWORD, tokenFor } from '../../test/factories';
import { reloadUser } from '../../test/stored';
import { createTestApp, type MovableClock, movableClock, type TestApp } from '../../test/test-app';

const MINUTE = 60_000;

let t: TestApp;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

function changePassword(token: string, oldPassword: string, newPassword = 'newpass9') {
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/changePassword',
    headers: { authorization: `Bearer ${token}` },
    payload: { oldPassword, newPassword },
  });
}

function login(email: string, password = DEFAULT_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/auth/login',
    payload: { email, password },
  });
}

const codeOf = (res: { json(): { errors?: { msg?: string } } }) => res.json().errors?.msg;

describe('POST /api/profile/changePassword', () => {
  it('changes the password, keeps the current session and ends the others', async () => {
    const user = await buildUser(t.db);
    const current = await tokenFor(t.db, user.id);
    const other = await tokenFor(t.db, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/changePassword',
      headers: { authorization: `Bearer ${current}` },
      payload: { oldPassword: DEFAULT_PASSWORD, newPassword: ' newpass9 ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'PASSWORD_CHANGED' });

    const stored = await reloadUser(t.db, user.id);
    expect(await verifyPassword(stored!.passwordHash, 'newpass9')).toBe(true);
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${current}` },
    });
    expect(stillIn.statusCode).toBe(200);
    const endedSession = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(endedSession.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('refuses a wrong old password with WRONG_PASSWORD on oldPassword and changes nothing', async () => {
    const user = await buildUser(t.db);
    const other = await tokenFor(t.db, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/changePassword',
      headers: await authHeader(t.db, user.id),
      payload: { oldPassword: 'not-it', newPassword: 'newpass9' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errors: { msg: 'WRONG_PASSWORD', fields: { oldPassword: ['WRONG_PASSWORD'] } },
    });
    expect((await reloadUser(t.db, user.id))?.passwordHash).toBe(user.passwordHash);
    const res2 = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(res2.statusCode).toBe(200);
  });

  it('checks the new password against the shared rule', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/changePassword',
      headers: await authHeader(t.db, user.id),
      payload: { oldPassword: DEFAULT_PASSWORD, newPassword: 'has space' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { newPassword: ['PASSWORD_INVALID'] } },
    });
  });

  it('requires the old password', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/changePassword',
      headers: await authHeader(t.db, user.id),
      payload: { newPassword: 'newpass9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ oldPassword: ['OLD_PASSWORD_REQUIRED'] });
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/changePassword',
      payload: { oldPassword: DEFAULT_PASSWORD, newPassword: 'newpass9' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('guessing the current password (rule 3, decision 025)', () => {
  it('locks after 5 wrong current passwords: even the right one is refused for 5 minutes', async () => {
    const user = await buildUser(t.db);
    const token = await tokenFor(t.db, user.id);
    for (let i = 1; i <= 4; i++)
      expect(codeOf(await changePassword(token, 'wrong1'))).toBe('WRONG_PASSWORD');
    const fifth = await changePassword(token, 'wrong1');
    expect([fifth.statusCode, fifth.json()]).toEqual([423, { errors: { msg: 'BLOCKED_USER' } }]);
    expect(codeOf(await changePassword(token, DEFAULT_PASSWORD))).toBe('BLOCKED_USER');
    expect((await reloadUser(t.db, user.id))?.passwordHash).toBe(user.passwordHash);

    clock.advance(5 * MINUTE);
    expect((await changePassword(token, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('shares the count with login: wrong guesses in either place lock both', async () => {
    const user = await buildUser(t.db);
    const token = await tokenFor(t.db, user.id);
    for (let i = 1; i <= 3; i++) await changePassword(token, 'wrong1');
    expect(codeOf(await login(user.email, 'wrong1'))).toBe('WRONG_PASSWORD');
    expect(codeOf(await login(user.email, 'wrong1'))).toBe('BLOCKED_USER');
    expect(codeOf(await changePassword(token, DEFAULT_PASSWORD))).toBe('BLOCKED_USER');
    expect(codeOf(await login(user.email))).toBe('BLOCKED_USER');
  });
});

// PGlite runs one statement at a time, but the statements of parallel requests interleave
// there too, so the burst runs on both databases.
describe('a burst of current-password guesses', () => {
  it('compares at most 5 of 30 simultaneous wrong guesses and refuses the right one sent with them', async () => {
    const user = await buildUser(t.db);
    const token = await tokenFor(t.db, user.id);
    const guesses = Array.from({ length: 30 }, (_, i) => changePassword(token, `wrong${i}`));
    const right = changePassword(token, DEFAULT_PASSWORD);

    const answers = await Promise.all([...guesses, right]);

    expect(codeOf(answers.at(-1)!)).toBe('BLOCKED_USER');
    expect((await reloadUser(t.db, user.id))?.passwordHash).toBe(user.passwordHash);
    const codes = answers.map(codeOf);
    const wrong = codes.filter((c) => c === 'WRONG_PASSWORD').length;
    expect(wrong).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'BLOCKED_USER')).toHaveLength(31 - wrong);

    clock.advance(5 * MINUTE);
    expect((await changePassword(token, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});
