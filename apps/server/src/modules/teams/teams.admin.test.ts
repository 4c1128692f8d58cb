import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema';
import { authHeader, buildAdmin, buildUser } from '../../test/factories';
import { reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
});
afterAll(() => t.close());

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
  userId = adminId,
) {
  return t.app.inject({
    method,
    url,
    headers: await authHeader(t.db, userId),
    ...(body ? { payload: body } : {}),
  });
}

async function storedTeam(id: string) {
  const [row] = await t.db.select().from(teams).where(eq(teams.id, id));
  return row;
}

describe('POST /api/teams', () => {
  it('creates a team with a trimmed name (admin)', async () => {
    const res = await call('POST', '/api/teams', { name: '  Finance  ', description: 'Money' });
    expect(res.statusCode).toBe(201);
    const team = res.json();
    expect(team).toEqual({
      _id: expect.any(String),
      name: 'Finance',
      description: 'Money',
      memberCount: 0,
      createdAt: expect.any(String),
    });
    expect(await storedTeam(team._id)).toMatchObject({ name: 'Finance', description: 'Money' });
  });

  it('refuses a missing, blank or too long name, unknown fields and a taken name', async () => {
    const noName = await call('POST', '/api/teams', {});
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { name: ['NAME_REQUIRED'] } },
    });
    const blank = await call('POST', '/api/teams', { name: '   ' });
    expect(blank.json().errors.fields).toEqual({ name: ['NAME_REQUIRED'] });
    const long = await call('POST', '/api/teams', { name: 'x'.repeat(101) });
    expect(long.json().errors.fields).toEqual({ name: ['TOO_LONG'] });
    expect((await call('POST', '/api/teams', { name: 'Ok', color: 'red' })).statusCode).toBe(400);

    await call('POST', '/api/teams', { name: 'Sales' });
    const taken = await call('POST', '/api/teams', { name: 'Sales' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ errors: { msg: 'TEAM_NAME_EXISTS' } });
    const stored = await t.db.select().from(teams).where(eq(teams.name, 'Sales'));
    expect(stored).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    const user = await buildUser(t.db);
    const res = await call('POST', '/api/teams', { name: 'Sneaky' }, user.id);
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(teams).where(eq(teams.name, 'Sneaky'))).toHaveLength(0);
  });
});

describe('PATCH /api/teams/:id', () => {
  it('renames a team and keeps its description unless given', async () => {
    const team = (await call('POST', '/api/teams', { name: 'Legal', description: 'Law' })).json();
    const res = await call('PATCH', `/api/teams/${team._id}`, { name: 'Legal & Compliance' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: team._id,
      name: 'Legal & Compliance',
      description: 'Law',
    });
    const cleared = await call('PATCH', `/api/teams/${team._id}`, {
      name: 'Legal',
      description: null,
    });
    expect(cleared.json().description).toBeNull();
    expect(await storedTeam(team._id)).toMatchObject({ name: 'Legal', description: null });
  });

  it('refuses a name another team has, an unknown team and non-administrators', async () => {
    const a = (await call('POST', '/api/teams', { name: 'Ops' })).json();
    await call('POST', '/api/teams', { name: 'IT' });
    const taken = await call('PATCH', `/api/teams/${a._id}`, { name: 'IT' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ errors: { msg: 'TEAM_NAME_EXISTS' } });
    expect((await storedTeam(a._id))?.name).toBe('Ops');
    // Saving a team under its own name is no conflict.
    expect((await call('PATCH', `/api/teams/${a._id}`, { name: 'Ops' })).statusCode).toBe(200);

    const missing = await call('PATCH', '/api/teams/6f1c0e52-0000-4000-8000-000000000000', {
      name: 'Ghost',
    });
    expect(missing.statusCode).toBe(404);
    const user = await buildUser(t.db);
    expect((await call('PATCH', `/api/teams/${a._id}`, { name: 'Mine' }, user.id)).statusCode).toBe(
      403,
    );
  });
});

describe('PATCH /api/teams/:id with the team in the body (admin spec §7: name, _id)', () => {
  it('accepts a body `_id` equal to the path id', async () => {
    const team = (await call('POST', '/api/teams', { name: 'Accounting' })).json();
    const res = await call('PATCH', `/api/teams/${team._id}`, { _id: team._id, name: 'Treasury' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: team._id, name: 'Treasury' });
    expect((await storedTeam(team._id))?.name).toBe('Treasury');
  });

  it('refuses a body `_id` other than the path id and changes nothing', async () => {
    const team = (await call('POST', '/api/teams', { name: 'Purchasing' })).json();
    const other = (await call('POST', '/api/teams', { name: 'Marketing' })).json();
    const res = await call('PATCH', `/api/teams/${team._id}`, { _id: other._id, name: 'Deals' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { _id: ['INVALID'] } },
    });
    expect((await storedTeam(team._id))?.name).toBe('Purchasing');
    expect((await storedTeam(other._id))?.name).toBe('Marketing');
  });

  it('still refuses an `_id` when creating a team', async () => {
    const res = await call('POST', '/api/teams', { _id: 'x', name: 'Support' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ _id: ['UNKNOWN_FIELD'] });
  });
});

describe('DELETE /api/teams/:id', () => {
  it('deletes a team and leaves its members without one', async () => {
    const team = (await call('POST', '/api/teams', { name: 'Temp' })).json();
    const member = await buildUser(t.db, { teamId: team._id });
    const res = await call('DELETE', `/api/teams/${team._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'DELETED' });
    expect(await storedTeam(team._id)).toBeUndefined();
    expect((await reloadUser(t.db, member.id))?.teamId).toBeNull();
    expect((await call('DELETE', `/api/teams/${team._id}`)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const team = (await call('POST', '/api/teams', { name: 'Kept' })).json();
    const user = await buildUser(t.db);
    expect((await call('DELETE', `/api/teams/${team._id}`, undefined, user.id)).statusCode).toBe(
      403,
    );
    expect(await storedTeam(team._id)).toBeDefined();
  });
});

describe('GET /api/teams/all', () => {
  it('lists every team with its member count, sorted as asked, to anyone signed in', async () => {
    const names = ['Zeta Team', 'Alpha Team', 'Mu Team'];
    const made = [];
    for (const name of names) made.push((await call('POST', '/api/teams', { name })).json());
    await buildUser(t.db, { teamId: made[2]._id });
    await buildUser(t.db, { teamId: made[2]._id });
    await buildUser(t.db, { teamId: made[0]._id });
    const user = await buildUser(t.db);

    const byName = await call('GET', '/api/teams/all?sort=name&order=1', undefined, user.id);
    expect(byName.statusCode).toBe(200);
    const ours = (docs: Array<{ name: string; memberCount: number }>) =>
      docs.filter((d) => names.includes(d.name)).map((d) => [d.name, d.memberCount]);
    expect(ours(byName.json().docs)).toEqual([
      ['Alpha Team', 0],
      ['Mu Team', 2],
      ['Zeta Team', 1],
    ]);
    const newestFirst = await call(
      'GET',
      '/api/teams/all?sort=createdAt&order=-1',
      undefined,
      adminId,
    );
    expect(ours(newestFirst.json().docs).map(([n]) => n)).toEqual([
      'Mu Team',
      'Alpha Team',
      'Zeta Team',
    ]);
    const byDefault = await call('GET', '/api/teams/all', undefined, user.id);
    expect(ours(byDefault.json().docs).map(([n]) => n)).toEqual(names);
    expect((await t.app.inject({ method: 'GET', url: '/api/teams/all' })).statusCode).toBe(401);
  });
});
