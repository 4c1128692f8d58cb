import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { teams } from '../../db/schema';
import { authHeader, buildAdmin, buildUser } from '../../test/factories';
import { reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function buildTeam(name: string) {
  const [row] = await t.db.insert(teams).values({ id: newId(), name }).returning();
  return row!;
}

async function post(userId: string, url: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: await authHeader(t.db, userId),
    ...(payload ? { payload } : {}),
  });
}

describe('POST /api/profile/registerTeam and /api/profile/leaveTeam', () => {
  it('joins a team, changes to another (leaving the first) and leaves', async () => {
    const [first, second] = await Promise.all([buildTeam('Blue'), buildTeam('Green')]);
    const user = await buildUser(t.db);

    const joined = await post(user.id, '/api/profile/registerTeam', { teamId: first.id });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ _id: user.id, email: user.email, teamId: first.id });
    expect((await reloadUser(t.db, user.id))?.teamId).toBe(first.id);

    const changed = await post(user.id, '/api/profile/registerTeam', { teamId: second.id });
    expect(changed.json().teamId).toBe(second.id);
    expect((await reloadUser(t.db, user.id))?.teamId).toBe(second.id);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/teams/all',
      headers: await authHeader(t.db, user.id),
    });
    const counts = Object.fromEntries(
      list.json().docs.map((d: { name: string; memberCount: number }) => [d.name, d.memberCount]),
    );
    expect(counts).toMatchObject({ Blue: 0, Green: 1 });

    const left = await post(user.id, '/api/profile/leaveTeam');
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ _id: user.id, teamId: null });
    expect((await reloadUser(t.db, user.id))?.teamId).toBeNull();
    // Leaving without a team is no error; an empty JSON body is accepted too.
    expect((await post(user.id, '/api/profile/leaveTeam', {})).statusCode).toBe(200);
  });

  it('refuses an unknown team with NOT_FOUND and keeps the current one', async () => {
    const team = await buildTeam('Red');
    const user = await buildUser(t.db, { teamId: team.id });
    const unknown = await post(user.id, '/api/profile/registerTeam', {
      teamId: '6f1c0e52-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    expect((await reloadUser(t.db, user.id))?.teamId).toBe(team.id);
    const malformed = await post(user.id, '/api/profile/registerTeam', { teamId: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.fields).toEqual({ teamId: ['NOT_FOUND'] });
  });

  it('is for participants only', async () => {
    const team = await buildTeam('Admins');
    const admin = await buildAdmin(t.db);
    expect(
      (await post(admin.id, '/api/profile/registerTeam', { teamId: team.id })).statusCode,
    ).toBe(403);
    expect((await reloadUser(t.db, admin.id))?.teamId).toBeNull();
    expect((await post(admin.id, '/api/profile/leaveTeam')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/profile/registerTeam',
      payload: { teamId: team.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
