import fs from 'node:fs';
import path from 'node:path';
import { dayIn } from '@cc/shared/time/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { activities, activityImages, eventParticipants } from '../../db/schema';
import {
  authHeader,
  buildActivity,
  buildAdmin,
  buildEvent,
  buildUser,
  eventTargets,
  joinEvent,
} from '../../test/factories';
import { reloadEvent } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminHeaders: { authorization: string };
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = await authHeader(t.db, (await buildAdmin(t.db)).id);
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

const unknownId = '01a1fe05-0000-7000-8000-000000000000';

function newEventBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Charity run',
    description: 'For a good cause',
    startDate: '2030-05-01',
    endDate: '2030-05-31',
    ...overrides,
  };
}

function create(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/events', headers: adminHeaders, payload });
}

function patch(id: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/events/${id}`,
    headers: adminHeaders,
    payload,
  });
}

describe('access to the admin event routes', () => {
  const routes = [
    { method: 'GET', url: '/api/events' },
    { method: 'POST', url: '/api/events', payload: newEventBody() },
    { method: 'PATCH', url: `/api/events/${unknownId}`, payload: { name: 'X' } },
    { method: 'DELETE', url: `/api/events/${unknownId}` },
  ] as const;

  it.each(routes)('$method $url refuses a participant with 403 FORBIDDEN', async (route) => {
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

describe('POST /api/events', () => {
  it('creates an event from km only, deriving the miles to two decimals', async () => {
    const res = await create(newEventBody({ maximumKm: 50 }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Charity run',
      description: 'For a good cause',
      startDate: '2030-05-01',
      endDate: '2030-05-31',
      status: 1,
      maximumKm: 50,
      maximumMile: 31.07,
      totalKm: 0,
      totalMile: 0,
      participantCount: 0,
      state: 'upcoming',
      // Europe/Berlin is on summer time (UTC+2) in May.
      startsAt: '2030-04-30T22:00:00.000Z',
      endsAt: '2030-05-31T22:00:00.000Z',
      isRegistered: false,
    });
    const stored = await reloadEvent(t.db, body._id);
    expect(stored).toMatchObject({ maximumKmHundredths: 5000, maximumMileHundredths: 3107 });
  });

  it('creates an event from miles only, deriving the km', async () => {
    const res = await create(newEventBody({ maximumMile: 26.2 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ maximumKm: 42.16, maximumMile: 26.2 });
  });

  it('uses the defaults 100 km / 62.14 mi when no target is given', async () => {
    const res = await create(newEventBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ maximumKm: 100, maximumMile: 62.14, status: 1 });
  });

  it('accepts a pair that agrees after converting either way', async () => {
    // 10 km is 6.21 mi; 6.21 mi converted back is 9.99 km.
    const res = await create(newEventBody({ maximumKm: 10, maximumMile: 6.21 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ maximumKm: 10, maximumMile: 6.21 });
  });

  it('refuses a pair that disagrees with DISTANCE_MISMATCH on maximumMile', async () => {
    const res = await create(newEventBody({ maximumKm: 100, maximumMile: 70 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { maximumMile: ['DISTANCE_MISMATCH'] } },
    });
  });

  it('refuses an end before the start with END_BEFORE_START on endDate', async () => {
    const res = await create(newEventBody({ startDate: '2030-05-10', endDate: '2030-05-09' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { endDate: ['END_BEFORE_START'] } },
    });
  });

  it('accepts a one-day event (end equal to start)', async () => {
    const res = await create(newEventBody({ startDate: '2030-05-10', endDate: '2030-05-10' }));
    expect(res.statusCode).toBe(201);
  });

  it.each([0, -5])('refuses a target of %s km', async (km) => {
    const res = await create(newEventBody({ maximumKm: km }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ maximumKm: ['DISTANCE_INVALID'] });
  });

  it('refuses a missing name and an impossible date with their field codes', async () => {
    const res = await create(newEventBody({ name: ' ', startDate: '2030-02-30' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toMatchObject({
      name: ['EVENT_NAME_REQUIRED'],
      startDate: ['INVALID_DATE'],
    });
  });

  it('refuses a name with a control character with INVALID on create and update, storing nothing', async () => {
    const refused = await create(newEventBody({ name: 'Charity\u0000run' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields).toEqual({ name: ['INVALID'] });

    const event = await buildEvent(t.db, today, { name: 'Spring run' });
    const renamed = await patch(event.id, { name: 'Spring\u001b[2Jrun' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors.fields).toEqual({ name: ['INVALID'] });
    expect((await reloadEvent(t.db, event.id))?.name).toBe('Spring run');
  });
});

describe('GET /api/events', () => {
  it('searches names ignoring case and pages the matches', async () => {
    const tag = `Zq${newId().slice(-6)}`;
    for (const name of [`Spring ${tag}`, `summer ${tag.toUpperCase()}`, `Autumn ${tag}`]) {
      await create(newEventBody({ name }));
    }
    await create(newEventBody({ name: 'Unrelated' }));
    const page = (n: number) =>
      t.app
        .inject({
          method: 'GET',
          url: `/api/events?filter=${tag.toLowerCase()}&limit=2&page=${n}`,
          headers: adminHeaders,
        })
        .then((r) => r.json());
    const [p1, p2] = [await page(1), await page(2)];
    expect(p1).toMatchObject({ totalDocs: 3, page: 1, limit: 2, totalPages: 2, hasNextPage: true });
    expect(p2).toMatchObject({ page: 2, hasNextPage: false });
    // Newest first by default.
    expect([...p1.docs, ...p2.docs].map((d: { name: string }) => d.name)).toEqual([
      `Autumn ${tag}`,
      `summer ${tag.toUpperCase()}`,
      `Spring ${tag}`,
    ]);
  });

  it("answers each event's maintained km total beside its target, for the progress column", async () => {
    const tag = `Pq${newId().slice(-6)}`;
    const event = await buildEvent(t.db, today, {
      name: `Progress ${tag}`,
      ...eventTargets(40, 24.85),
    });
    await joinEvent(t.db, event.id, (await buildUser(t.db)).id, { km: 125, count: 2 });
    await joinEvent(t.db, event.id, (await buildUser(t.db)).id, { km: 50, count: 1 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/events?filter=${tag}`,
      headers: adminHeaders,
    });
    expect(res.json().docs).toEqual([
      expect.objectContaining({ _id: event.id, totalKm: 17.5, maximumKm: 40, participantCount: 2 }),
    ]);
  });

  it('treats % and _ in the filter as plain characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/events?filter=%25_',
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalDocs).toBe(0);
  });
});

describe('PATCH /api/events/:id', () => {
  it('changes the given fields and keeps the rest', async () => {
    const event = await buildEvent(t.db, today, { description: 'old' });
    const res = await patch(event.id, { _id: event.id, name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: event.id,
      name: 'Renamed',
      description: 'old',
      startDate: event.startDate,
      maximumKm: 100,
      state: 'running',
    });
  });

  it('refuses moving only the end before the stored start', async () => {
    const event = await buildEvent(t.db, '2030-06-10');
    const res = await patch(event.id, { endDate: '2030-06-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { endDate: ['END_BEFORE_START'] } },
    });
    expect((await reloadEvent(t.db, event.id))?.endDate).toBe(event.endDate);
  });

  it('refuses moving only the start after the stored end', async () => {
    const event = await buildEvent(t.db, '2030-06-10');
    const res = await patch(event.id, { startDate: '2030-07-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ endDate: ['END_BEFORE_START'] });
  });

  it('derives the other unit when one target changes and refuses a mismatched pair', async () => {
    const event = await buildEvent(t.db, today);
    const km = await patch(event.id, { maximumKm: 21.1 });
    expect(km.json()).toMatchObject({ maximumKm: 21.1, maximumMile: 13.11 });
    const mismatch = await patch(event.id, { maximumKm: 10, maximumMile: 10 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.fields).toEqual({ maximumMile: ['DISTANCE_MISMATCH'] });
    expect(await reloadEvent(t.db, event.id)).toMatchObject({ maximumKmHundredths: 2110 });
  });

  it('refuses a body `_id` other than the path id', async () => {
    const event = await buildEvent(t.db, today);
    const res = await patch(event.id, { _id: unknownId, name: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ _id: ['INVALID'] });
  });

  it('refuses unknown fields and answers 404 for an unknown event', async () => {
    const event = await buildEvent(t.db, today);
    const extra = await patch(event.id, { totalKm: 5 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors.fields).toEqual({ totalKm: ['UNKNOWN_FIELD'] });
    const missing = await patch(unknownId, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });
});

describe('DELETE /api/events/:id', () => {
  it('deletes the event with its activities, photo files and participations', async () => {
    const event = await buildEvent(t.db, today);
    const other = await buildEvent(t.db, today);
    const user = await buildUser(t.db);
    await joinEvent(t.db, event.id, user.id, { km: 50, count: 1 });
    await joinEvent(t.db, other.id, user.id, { km: 20, count: 1 });
    const activityId = await buildActivity(t.db, {
      eventId: event.id,
      userId: user.id,
      date: today,
      km: 50,
    });
    const keptId = await buildActivity(t.db, {
      eventId: other.id,
      userId: user.id,
      date: today,
      km: 20,
    });
    const keys = [
      `activities/${newId()}.webp`,
      `activities/${newId()}.webp`,
      `activities/${newId()}.webp`,
    ];
    for (const key of keys) await t.app.deps.storage.put(key, Buffer.from('webp bytes'));
    await t.db
      .insert(activityImages)
      .values({ id: newId(), activityId, key: keys[0]!, thumbKey: keys[1]!, mediumKey: keys[2]! });
    const fileExists = (key: string) => fs.existsSync(path.join(t.dataDir, 'uploads', key));
    expect(keys.every(fileExists)).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await reloadEvent(t.db, event.id)).toBeUndefined();
    expect(await t.db.select().from(activities).where(eq(activities.eventId, event.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(activityImages).where(eq(activityImages.activityId, activityId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id)),
    ).toEqual([]);
    for (const key of keys) expect(fileExists(key), key).toBe(false);
    // The user's other event is untouched.
    expect(await t.db.select().from(activities).where(eq(activities.id, keptId))).toHaveLength(1);
    expect(await reloadEvent(t.db, other.id)).toMatchObject({
      participantCount: 1,
      totalKmTenths: 20,
    });
  });

  it('answers 404 for an unknown event', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${unknownId}`,
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });
});
