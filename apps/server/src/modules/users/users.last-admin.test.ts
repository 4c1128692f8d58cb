import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { authHeader, buildAdmin, buildUser, type UserRow } from '../../test/factories';
import { callAs } from '../../test/requests';
import { reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The active administrators left in this test's database. */
async function activeAdmins() {
  return t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, true)));
}

/** Exactly two active administrators: every earlier one is made a participant. */
async function onlyTwoAdmins(): Promise<[UserRow, UserRow]> {
  await t.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
  return [await buildAdmin(t.db), await buildAdmin(t.db)];
}

describe('removing an administrator while another stays', () => {
  it('lets an administrator demote, deactivate and delete other administrators', async () => {
    const [admin] = await onlyTwoAdmins();
    const [demoted, deactivated, deleted] = [
      await buildAdmin(t.db),
      await buildAdmin(t.db),
      await buildAdmin(t.db),
    ];
    const patch = (id: string, body: object) =>
      callAs(t, admin.id, 'PATCH', `/api/users/${id}`, body);
    expect((await patch(demoted.id, { role: 'user' })).statusCode).toBe(200);
    expect((await patch(deactivated.id, { status: false })).statusCode).toBe(200);
    expect((await callAs(t, admin.id, 'DELETE', `/api/users/${deleted.id}`)).statusCode).toBe(204);
    expect((await reloadUser(t.db, demoted.id))?.role).toBe('user');
    expect((await reloadUser(t.db, deactivated.id))?.status).toBe(false);
    expect(await reloadUser(t.db, deleted.id)).toBeUndefined();
  });

  it('still lets an administrator edit a participant and the last administrator keep the role', async () => {
    const [admin, other] = await onlyTwoAdmins();
    const user = await buildUser(t.db);
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${other.id}`, {
      role: 'admin',
      status: true,
      firstName: 'Still',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await callAs(t, admin.id, 'PATCH', `/api/users/${user.id}`, { status: false })).statusCode,
    ).toBe(200);
  });
});

/** How two administrators' requests against each other may end: one wins, one is refused. */
type Race = (a: UserRow, b: UserRow) => Promise<Array<{ statusCode: number; json(): unknown }>>;

const races: Record<string, Race> = {
  'demote each other': (a, b) => both(a, b, (target) => ['PATCH', target, { role: 'user' }]),
  'deactivate each other': (a, b) => both(a, b, (target) => ['PATCH', target, { status: false }]),
  'delete each other': (a, b) => both(a, b, (target) => ['DELETE', target]),
  'demote and deactivate each other': async (a, b) => {
    const [ha, hb] = [await authHeader(t.db, a.id), await authHeader(t.db, b.id)];
    return Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${b.id}`,
        headers: ha,
        payload: { role: 'user' },
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${a.id}`,
        headers: hb,
        payload: { status: false },
      }),
    ]);
  },
};

/** `a` and `b` each send the same request against the other, at once. */
async function both(
  a: UserRow,
  b: UserRow,
  request: (target: string) => ['PATCH' | 'DELETE', string, object?],
) {
  const [ha, hb] = [await authHeader(t.db, a.id), await authHeader(t.db, b.id)];
  return Promise.all(
    [
      [ha, b.id],
      [hb, a.id],
    ].map(([headers, target]) => {
      const [method, id, payload] = request(target as string);
      return t.app.inject({
        method,
        url: `/api/users/${id}`,
        headers: headers as Record<string, string>,
        ...(payload ? { payload } : {}),
      });
    }),
  );
}

const ROUNDS = 8;

describe('two administrators removing each other at the same moment', () => {
  for (const [name, race] of Object.entries(races)) {
    it(`leaves one active administrator when the last two ${name}, ${ROUNDS} times over`, async () => {
      let refusedAsLast = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const [a, b] = await onlyTwoAdmins();
        const answers = await race(a, b);
        const statuses = answers.map((r) => r.statusCode).sort();
        expect({ round, admins: (await activeAdmins()).length, statuses }).toMatchObject({
          round,
          admins: 1,
        });
        const refused = answers.find((r) => r.statusCode >= 300);
        expect(answers.filter((r) => r.statusCode < 300)).toHaveLength(1);
        // The loser is refused by the rule, or, when its request came after the winner's
        // commit, by the access check that no longer sees an active administrator.
        if (refused?.statusCode === 409) {
          expect(refused.json()).toEqual({ errors: { msg: 'LAST_ADMIN' } });
          refusedAsLast += 1;
        } else {
          expect([401, 403]).toContain(refused?.statusCode);
        }
      }
      expect(refusedAsLast).toBeGreaterThan(0);
    });
  }
});
