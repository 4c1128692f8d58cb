import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, users } from '../../db/schema';
import { newId } from '../../platform/ids';
import { authHeader, buildAdmin, buildUser, buildUserBody } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
let adminHeaders: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
  adminHeaders = await authHeader(t.db, admin.id);
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
    const [team] = await t.db
      .insert(teams)
      .values({ id: newId(), name: `Team ${tag}` })
      .returning();
    const jurgen = await buildUser(t.db, { firstName: 'Jürgen', lastName: tag, teamId: team!.id });
    await buildUser(t.db, { firstName: 'Anna', lastName: tag });
    // The factory leaves the search text empty; store it as the services do.
    await t.db
      .update(users)
      .set({ searchText: `jürgen ${tag}`.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase() })
      .where(eq(users.id, jurgen.id));

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users?filter=JURGEN%20${tag}`,
      headers: adminHeaders,
    });
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
      limit: 10,
      totalPages: 1,
      hasNextPage: false,
    });
  });

  it("finds 'Jürgen' created through the API when searching 'jurgen'", async () => {
    const tag = marker().toLowerCase();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminHeaders,
      payload: buildUserBody({ firstName: 'Jürgen', lastName: `Groß${tag}` }),
    });
    expect(created.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users?filter=jurgen%20gross${tag}`,
      headers: adminHeaders,
    });
    expect(res.json().docs.map((d: { _id: string }) => d._id)).toEqual([created.json()._id]);
  });

  it('searches only the named fields when `fields` is given', async () => {
    const tag = marker().toLowerCase();
    const body = buildUserBody({
      firstName: 'Jürgen',
      lastName: tag,
      email: `x-${tag}@example.com`,
    });
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: adminHeaders,
        payload: body,
      })
    ).json();
    const search = (query: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/users?${query}`, headers: adminHeaders })
        .then((r) => r.json().docs.map((d: { _id: string }) => d._id));

    expect(await search(`filter=JURGEN&fields=firstName&limit=100`)).toContain(created._id);
    expect(await search(`filter=${tag}&fields=firstName`)).toEqual([]);
    expect(await search(`filter=${tag}&fields=lastName,email`)).toEqual([created._id]);
    expect(await search(`filter=x-${tag}@&fields=email`)).toEqual([created._id]);
  });

  it('treats % and _ in the filter as plain characters', async () => {
    const tag = marker().toLowerCase();
    await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminHeaders,
      payload: buildUserBody({ lastName: `a${tag}b` }),
    });
    const percent = await t.app.inject({
      method: 'GET',
      url: `/api/users?filter=a%25${tag}`,
      headers: adminHeaders,
    });
    expect(percent.json().totalDocs).toBe(0);
    const underscore = await t.app.inject({
      method: 'GET',
      url: `/api/users?filter=_${tag}`,
      headers: adminHeaders,
    });
    expect(underscore.json().totalDocs).toBe(0);
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/users?filter=a${tag}`,
      headers: adminHeaders,
    });
    expect(plain.json().totalDocs).toBe(1);
  });

  it('pages newest first by default, without overlap, with correct paging fields', async () => {
    const tag = marker();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: adminHeaders,
        payload: buildUserBody({ lastName: tag }),
      });
      ids.push(res.json()._id);
    }
    const page = (n: number) =>
      t.app
        .inject({
          method: 'GET',
          url: `/api/users?filter=${tag}&limit=2&page=${n}`,
          headers: adminHeaders,
        })
        .then((r) => r.json());
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
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: adminHeaders,
        payload: buildUserBody({ firstName: first, lastName: tag }),
      });
    }
    const names = (order: number) =>
      t.app
        .inject({
          method: 'GET',
          url: `/api/users?filter=${tag}&sort=displayName&order=${order}`,
          headers: adminHeaders,
        })
        .then((r) => r.json().docs.map((d: { firstName: string }) => d.firstName));
    expect(await names(1)).toEqual(['anna', 'Émile', 'Zoe']);
    expect(await names(-1)).toEqual(['Zoe', 'Émile', 'anna']);
  });

  it('refuses an unknown sort column', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users?sort=passwordHash',
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.msg).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/users/:id', () => {
  it('answers one user as administrators see it', async () => {
    const user = await buildUser(t.db, { company: 'ACME', status: false, verifiedAt: null });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: adminHeaders,
    });
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
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/${id}`,
        headers: adminHeaders,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    },
  );
});
