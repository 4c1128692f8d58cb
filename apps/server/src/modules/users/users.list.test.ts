import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildAdmin,
  buildTeam,
  buildUser,
  buildUserBody,
  type UserRow,
} from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

/** A word no other test uses, to search for the users one test creates. */
let markerCount = 0;
function marker() {
  markerCount += 1;
  return `Zq${markerCount}x${Date.now().toString(36)}`;
}

describe('access to the admin routes', () => {
  const id = '01a1fe05-0000-7000-8000-000000000000';
  const routes = [
    { method: 'GET', url: '/api/users' },
    { method: 'GET', url: `/api/users/${id}` },
    { method: 'GET', url: '/api/users/download/all' },
    { method: 'POST', url: '/api/users', payload: buildUserBody() },
    { method: 'PATCH', url: `/api/users/${id}`, payload: { firstName: 'X' } },
    { method: 'DELETE', url: `/api/users/${id}` },
  ] as const;

  // GET /api/users and GET /api/users/:id also serve participants (users.public.test.ts).
  const adminOnly = routes.filter((r) => r.method !== 'GET' || r.url.includes('download'));

  it.each(adminOnly)('$method $url refuses a participant with 403 FORBIDDEN', async (route) => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({ ...route, headers: await authHeader(t.db, user.id) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: { msg: 'FORBIDDEN' } });
  });

  it.each(routes)('$method $url refuses an anonymous caller with 401', async (route) => {
    const res = await t.app.inject({ ...route });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: { msg: 'UNAUTHORIZED' } });
  });
});

describe('GET /api/users', () => {
  it('finds users ignoring accents and case, with the team name', async () => {
    const tag = marker();
    const team = await buildTeam(t.db, { name: `Team ${tag}` });
    const jurgen = await buildUser(t.db, { firstName: 'Jürgen', lastName: tag, teamId: team.id });
    await buildUser(t.db, { firstName: 'Anna', lastName: tag });

    const res = await callAs(t, admin.id, 'GET', `/api/users?filter=JURGEN%20${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      docs: [
        {
          _id: jurgen.id,
          email: jurgen.email,
          firstName: 'Jürgen',
          lastName: tag,
          displayName: `Jürgen ${tag}`,
          country: 'DE',
          userType: 'Staff',
          role: 'user',
          status: true,
          verified: true,
          company: null,
          teamName: `Team ${tag}`,
          createdAt: jurgen.createdAt.toISOString(),
        },
      ],
      totalDocs: 1,
      page: 1,
      limit: 50, // users 50 (participant spec §9) when the caller names no size
      totalPages: 1,
      hasNextPage: false,
    });
  });

  it("finds 'Jürgen' created through the API when searching 'jurgen'", async () => {
    const tag = marker().toLowerCase();
    const created = await callAs(
      t,
      admin.id,
      'POST',
      '/api/users',
      buildUserBody({ firstName: 'Jürgen', lastName: `Groß${tag}` }),
    );
    expect(created.statusCode).toBe(201);
    const res = await callAs(t, admin.id, 'GET', `/api/users?filter=jurgen%20gross${tag}`);
    expect(res.json().docs.map((d: { _id: string }) => d._id)).toEqual([created.json()._id]);
  });

  it('searches only the named fields when `fields` is given', async () => {
    const tag = marker().toLowerCase();
    const body = buildUserBody({
      firstName: 'Jürgen',
      lastName: tag,
      email: `x-${tag}@example.com`,
    });
    const created = (await callAs(t, admin.id, 'POST', '/api/users', body)).json();
    const search = (query: string) =>
      callAs(t, admin.id, 'GET', `/api/users?${query}`).then((r) =>
        r.json().docs.map((d: { _id: string }) => d._id),
      );

    expect(await search(`filter=JURGEN&fields=firstName&limit=100`)).toContain(created._id);
    expect(await search(`filter=${tag}&fields=firstName`)).toEqual([]);
    expect(await search(`filter=${tag}&fields=lastName,email`)).toEqual([created._id]);
    expect(await search(`filter=x-${tag}@&fields=email`)).toEqual([created._id]);
  });

  it('treats % and _ in the filter as plain characters', async () => {
    const tag = marker().toLowerCase();
    await callAs(t, admin.id, 'POST', '/api/users', buildUserBody({ lastName: `a${tag}b` }));
    const percent = await callAs(t, admin.id, 'GET', `/api/users?filter=a%25${tag}`);
    expect(percent.json().totalDocs).toBe(0);
    const underscore = await callAs(t, admin.id, 'GET', `/api/users?filter=_${tag}`);
    expect(underscore.json().totalDocs).toBe(0);
    const plain = await callAs(t, admin.id, 'GET', `/api/users?filter=a${tag}`);
    expect(plain.json().totalDocs).toBe(1);
  });

  it('pages newest first by default, without overlap, with correct paging fields', async () => {
    const tag = marker();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await callAs(t, admin.id, 'POST', '/api/users', buildUserBody({ lastName: tag }));
      ids.push(res.json()._id);
    }
    const page = (n: number) =>
      callAs(t, admin.id, 'GET', `/api/users?filter=${tag}&limit=2&page=${n}`).then((r) =>
        r.json(),
      );
    const [p1, p2, p3] = [await page(1), await page(2), await page(3)];
    expect(p1).toMatchObject({ totalDocs: 5, page: 1, limit: 2, totalPages: 3, hasNextPage: true });
    expect(p3).toMatchObject({
      totalDocs: 5,
      page: 3,
      limit: 2,
      totalPages: 3,
      hasNextPage: false,
    });
    const seen = [...p1.docs, ...p2.docs, ...p3.docs].map((d: { _id: string }) => d._id);
    expect(seen).toEqual([...ids].reverse());
  });

  it('sorts by display name in either order', async () => {
    const tag = marker();
    for (const first of ['Émile', 'anna', 'Zoe']) {
      await callAs(
        t,
        admin.id,
        'POST',
        '/api/users',
        buildUserBody({ firstName: first, lastName: tag }),
      );
    }
    const names = (order: number) =>
      callAs(t, admin.id, 'GET', `/api/users?filter=${tag}&sort=displayName&order=${order}`).then(
        (r) => r.json().docs.map((d: { firstName: string }) => d.firstName),
      );
    expect(await names(1)).toEqual(['anna', 'Émile', 'Zoe']);
    expect(await names(-1)).toEqual(['Zoe', 'Émile', 'anna']);
  });

  it('refuses an unknown sort column', async () => {
    const res = await callAs(t, admin.id, 'GET', '/api/users?sort=passwordHash');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.msg).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/users/:id', () => {
  it('answers one user as administrators see it', async () => {
    const user = await buildUser(t.db, { company: 'ACME', status: false, verifiedAt: null });
    const res = await callAs(t, admin.id, 'GET', `/api/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: user.id,
      company: 'ACME',
      status: false,
      verified: false,
      teamName: null,
    });
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it.each(['01a1fe05-0000-7000-8000-000000000000', 'not-a-uuid'])(
    'answers 404 for %s',
    async (id) => {
      const res = await callAs(t, admin.id, 'GET', `/api/users/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    },
  );
});
