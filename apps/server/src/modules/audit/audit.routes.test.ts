import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { auditLog } from '../../db/schema';
import {
  buildActivity,
  buildAdmin,
  buildParticipant,
  buildUser,
  buildUserBody,
} from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db, { firstName: 'Grace', lastName: 'Hopper' })).id;
});
afterAll(() => t.close());

type Entry = {
  _id: string;
  at: string;
  actor: { _id: string; firstName: string; lastName: string; email: string } | null;
  actorId: string;
  action: string;
  objectType: string;
  objectId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

function list(query: string, as = adminId) {
  return callAs(t, as, 'GET', `/api/admin/audit?${query}`);
}

/** Stores a row as of `at` for an actor of the test's own, so filters see only these rows. */
async function storeRow(actorId: string, at: string, action = 'team.update') {
  const id = newId();
  await t.db.insert(auditLog).values({
    id,
    at: new Date(at),
    actorId,
    action,
    objectType: action.split('.')[0]!,
    objectId: newId(),
    before: null,
    after: { at },
  });
  return id;
}

describe('GET /api/admin/audit', () => {
  it("lists an administrator's role change with who did it, newest first", async () => {
    const user = await buildUser(t.db);
    const res = await callAs(t, adminId, 'PATCH', `/api/users/${user.id}`, { role: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    const page = await list(`actor=${adminId}&action=user.role`);
    expect(page.statusCode, page.body).toBe(200);
    const [entry] = page.json().docs as Entry[];
    expect(entry).toMatchObject({
      actor: { _id: adminId, firstName: 'Grace', lastName: 'Hopper' },
      actorId: adminId,
      action: 'user.role',
      objectType: 'user',
      objectId: user.id,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
  });

  it('splits one edit into its role, activation and other rows, without the password', async () => {
    const user = await buildUser(t.db, { firstName: 'Old' });
    const res = await callAs(t, adminId, 'PATCH', `/api/users/${user.id}`, {
      role: 'admin',
      status: false,
      firstName: 'New',
      password: 'another-Secret-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.objectId, user.id));
    const byAction = Object.fromEntries(rows.map((r) => [r.action, r]));
    expect(Object.keys(byAction).sort()).toEqual(['user.activation', 'user.role', 'user.update']);
    expect(byAction['user.activation']).toMatchObject({
      before: { status: true },
      after: { status: false },
    });
    expect(byAction['user.update']).toMatchObject({
      before: { firstName: 'Old' },
      after: { firstName: 'New', passwordChanged: true },
    });
    expect(JSON.stringify(rows)).not.toMatch(/argon|passwordHash|another-Secret/);
  });

  it('filters by actor, action and object type, and pages newest first', async () => {
    const actor = newId();
    const ids = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        await storeRow(
          actor,
          `2026-01-0${i + 1}T12:00:00Z`,
          i % 2 ? 'team.create' : 'event.update',
        ),
      );
    }
    const all = await list(`actor=${actor}&limit=2&page=2`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      totalDocs: 5,
      page: 2,
      limit: 2,
      totalPages: 3,
      hasNextPage: true,
    });
    expect(all.json().docs.map((d: Entry) => d._id)).toEqual([ids[2], ids[1]]);
    const teams = await list(`actor=${actor}&action=team.create`);
    expect(teams.json().docs.map((d: Entry) => d._id)).toEqual([ids[3], ids[1]]);
    const events = await list(`actor=${actor}&objectType=event`);
    expect(events.json().docs.map((d: Entry) => d._id)).toEqual([ids[4], ids[2], ids[0]]);
    expect((await list(`actor=${actor}`)).json().limit).toBe(50);
  });

  it('takes from and to as whole days in the platform time zone, to included', async () => {
    expect(t.config.timeZone).toBe('Europe/Berlin');
    const actor = newId();
    // Berlin is UTC+1 in March before the 29th: the 10th runs from 09T23:00Z to 10T23:00Z.
    const lastOf9th = await storeRow(actor, '2026-03-09T22:59:59.999Z');
    const firstOf10th = await storeRow(actor, '2026-03-09T23:00:00.000Z');
    const lastOf10th = await storeRow(actor, '2026-03-10T22:59:59.999Z');
    const firstOf11th = await storeRow(actor, '2026-03-10T23:00:00.000Z');
    const ids = async (query: string) =>
      (await list(`actor=${actor}&${query}`)).json().docs.map((d: Entry) => d._id);
    expect(await ids('from=2026-03-10&to=2026-03-10')).toEqual([lastOf10th, firstOf10th]);
    expect(await ids('from=2026-03-10')).toEqual([firstOf11th, lastOf10th, firstOf10th]);
    expect(await ids('to=2026-03-09')).toEqual([lastOf9th]);
    // Summer time (UTC+2) from 29 March: the 30th begins at 29T22:00Z.
    const summer = await storeRow(actor, '2026-03-29T22:00:00.000Z');
    await storeRow(actor, '2026-03-29T21:59:59.999Z');
    expect(await ids('from=2026-03-30&to=2026-03-30')).toEqual([summer]);
  });

  it('shows the actor as null once their account is deleted, keeping the id', async () => {
    const gone = await buildAdmin(t.db);
    const team = await callAs(t, gone.id, 'POST', '/api/teams', { name: `Team ${newId()}` });
    expect(team.statusCode, team.body).toBe(201);
    expect((await list(`actor=${gone.id}`)).json().docs[0].actor._id).toBe(gone.id);
    expect((await callAs(t, adminId, 'DELETE', `/api/users/${gone.id}`)).statusCode).toBe(204);
    const [entry] = (await list(`actor=${gone.id}`)).json().docs as Entry[];
    expect(entry).toMatchObject({ actor: null, actorId: gone.id, action: 'team.create' });
    const [deletion] = (await list(`action=user.delete`)).json().docs as Entry[];
    expect(deletion).toMatchObject({ actorId: adminId, objectId: gone.id, after: null });
    expect(deletion!.before).toMatchObject({ email: gone.email, role: 'admin' });
  });

  it('refuses bad filters with 400 and the field codes, never a 5xx', async () => {
    for (const [query, field] of [
      ['actor=someone', 'actor'],
      ['action=user.fly', 'action'],
      ['objectType=planet', 'objectType'],
      ['from=2026-3-1', 'from'],
      ['from=2026-02-30', 'from'],
      ['to=2026-13-01', 'to'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.fields[field], query).toEqual(['INVALID']);
      const download = await callAs(t, adminId, 'GET', `/api/admin/audit/download?${query}`);
      expect(download.statusCode, query).toBe(400);
    }
    expect((await list('page=0')).statusCode).toBe(400);
    expect((await list('limit=101')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const participant = await buildUser(t.db);
    for (const url of ['/api/admin/audit', '/api/admin/audit/download']) {
      expect((await callAs(t, participant.id, 'GET', url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('the audit row of a write', () => {
  it('is rolled back with its write: a bulk review refused halfway leaves no row', async () => {
    const { user, event } = await buildParticipant(t.db, dayFromToday(t));
    const day = dayFromToday(t);
    const first = await buildActivity(t.db, { eventId: event.id, userId: user.id, date: day });
    const second = await buildActivity(t.db, { eventId: event.id, userId: user.id, date: day });
    const excluded = await callAs(t, adminId, 'POST', `/api/activities/${second}/review`, {
      action: 'exclude',
      reason: 'Twice',
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const refused = await callAs(t, adminId, 'POST', '/api/admin/review/bulk', {
      activityIds: [first, second],
      action: 'exclude',
      reason: 'Both',
    });
    expect(refused.statusCode).toBe(409);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'review.decide'));
    expect(rows.filter((r) => r.objectId === first)).toEqual([]);
    expect(rows.filter((r) => r.objectId === second)).toHaveLength(1);
  });

  it('is not written when the write is refused', async () => {
    const taken = await buildUser(t.db);
    const before = await t.db.$count(auditLog);
    const res = await callAs(
      t,
      adminId,
      'POST',
      '/api/users',
      buildUserBody({ email: taken.email }),
    );
    expect(res.statusCode).toBe(409);
    expect(await t.db.$count(auditLog)).toBe(before);
  });
});
