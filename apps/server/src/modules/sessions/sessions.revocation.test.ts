import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Sessions are cached for a few seconds (decision 018); each case uses a token a
// moment before the change, so it is in the cache, and expects the change to hold at once.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.db, (await buildAdmin(t.db)).id);
});
afterAll(() => t.close());

async function profileStatus(headers: Record<string, string>) {
  return (await t.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode;
}

async function signedInUser() {
  const user = await buildUser(t.db);
  const headers = await authHeader(t.db, user.id);
  expect(await profileStatus(headers)).toBe(200);
  return { user, headers };
}

describe('a recently used session', () => {
  it('stops at once when an administrator makes the user an administrator', async () => {
    const { user, headers } = await signedInUser();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: admin,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    // Participant-only routes now refuse the same token: the new role is read afresh.
    const joined = await t.app.inject({ method: 'GET', url: '/api/profile/events', headers });
    expect(joined.statusCode).toBe(403);
  });

  it('stops at once when the user changes their password in another session', async () => {
    const { user, headers } = await signedInUser();
    const current = await authHeader(t.db, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/changePassword',
      headers: current,
      payload: { oldPassword: DEFAULT_PASSWORD, newPassword: 'another1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(headers)).toBe(401);
    expect(await profileStatus(current)).toBe(200);
  });

  it('stops at once when an administrator removes the user', async () => {
    const { user, headers } = await signedInUser();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(204);
    expect(await profileStatus(headers)).toBe(401);
  });
});
