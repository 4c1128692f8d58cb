import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { verifyPassword } from '../../platform/passwords';
import {
  authHeader,
  buildUser,
  DEFAULT_PASSWORD,
  reloadUser,
  tokenFor,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
