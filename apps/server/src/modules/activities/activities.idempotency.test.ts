import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, events, idempotencyKeys } from '../../db/schema';
import { buildEvent, buildUser, joinEvent } from '../../test/factories';
import { callAs, jpegPhoto, sendMultipart } from '../../test/requests';
import { activityFiles, participantTotals } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function participant() {
  const user = await buildUser(t.db);
  const event = await buildEvent(t.db, dayFromToday(t));
  await joinEvent(t.db, event.id, user.id);
  return { user, event };
}

const activityCount = async (userId: string) =>
  (await t.db.select({ n: count() }).from(activities).where(eq(activities.userId, userId)))[0]!.n;

describe('POST /api/activities with an Idempotency-Key', () => {
  it('answers a replay with the first answer and creates nothing more', async () => {
    const { user, event } = await participant();
    const body = { eventId: event.id, date: dayFromToday(t), distanceKm: 5 };
    const headers = { 'idempotency-key': 'draft-0001' };
    const first = await callAs(t, user.id, 'POST', '/api/activities', body, headers);
    const second = await callAs(t, user.id, 'POST', '/api/activities', body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await activityCount(user.id)).toBe(1);
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({
      km: 50,
      mile: 31,
      count: 1,
    });
  });

  it('replays the first answer even once the event has ended', async () => {
    const { user, event } = await participant();
    const body = { eventId: event.id, date: dayFromToday(t), distanceKm: 3 };
    const headers = { 'idempotency-key': 'late-retry-1' };
    const first = await callAs(t, user.id, 'POST', '/api/activities', body, headers);
    expect(first.statusCode).toBe(201);
    await t.db
      .update(events)
      .set({ startDate: dayFromToday(t, -3), endDate: dayFromToday(t, -1) })
      .where(eq(events.id, event.id));
    const retry = await callAs(t, user.id, 'POST', '/api/activities', body, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const fresh = { 'idempotency-key': 'late-retry-2' };
    const refused = await callAs(t, user.id, 'POST', '/api/activities', body, fresh);
    expect(refused.json().errors.msg).toBe('EVENT_NOT_RUNNING');
    expect(await activityCount(user.id)).toBe(1);
  });

  it('creates one activity when a JSON and a multipart create race with the same key', async () => {
    const { user, event } = await participant();
    const fields = { eventId: event.id, date: dayFromToday(t), distanceKm: 4 };
    const headers = { 'idempotency-key': 'mixed-race-7' };
    const answers = await Promise.all([
      callAs(t, user.id, 'POST', '/api/activities', fields, headers),
      sendMultipart(
        t,
        user.id,
        'POST',
        '/api/activities',
        fields,
        [{ data: await jpegPhoto() }],
        headers,
      ),
      callAs(t, user.id, 'POST', '/api/activities', fields, headers),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1);
    expect(await activityCount(user.id)).toBe(1);
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({
      km: 40,
      mile: 25,
      count: 1,
    });
  });

  it('creates exactly one activity when identical requests race', async () => {
    const { user, event } = await participant();
    const body = { eventId: event.id, date: dayFromToday(t), distanceKm: 2 };
    const headers = { 'idempotency-key': 'local_race-42' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callAs(t, user.id, 'POST', '/api/activities', body, headers)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1);
    expect(await activityCount(user.id)).toBe(1);
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({
      km: 20,
      mile: 12,
      count: 1,
    });
  });

  it('keeps the photos of the first request only when a multipart create is replayed', async () => {
    const { user, event } = await participant();
    const fields = { eventId: event.id, date: dayFromToday(t), distanceKm: '4' };
    const headers = { 'idempotency-key': 'photo-draft' };
    const photo = await jpegPhoto();
    const first = await sendMultipart(
      t,
      user.id,
      'POST',
      '/api/activities',
      fields,
      [{ data: photo }],
      headers,
    );
    const files = activityFiles(t);
    const racing = await Promise.all(
      [1, 2].map(() =>
        sendMultipart(t, user.id, 'POST', '/api/activities', fields, [{ data: photo }], headers),
      ),
    );
    for (const res of racing) expect(res.json()).toEqual(first.json());
    expect(activityFiles(t)).toEqual(files);
    expect(await activityCount(user.id)).toBe(1);
  });

  it('treats keys per user and creates a new activity for a new key', async () => {
    const { user, event } = await participant();
    const { user: other, event: otherEvent } = await participant();
    const headers = { 'idempotency-key': 'same-key' };
    const mine = await callAs(
      t,
      user.id,
      'POST',
      '/api/activities',
      { eventId: event.id, date: dayFromToday(t), distanceKm: 1 },
      headers,
    );
    const theirs = await callAs(
      t,
      other.id,
      'POST',
      '/api/activities',
      { eventId: otherEvent.id, date: dayFromToday(t), distanceKm: 1 },
      headers,
    );
    expect(theirs.json()._id).not.toBe(mine.json()._id);
    const newKey = await callAs(
      t,
      user.id,
      'POST',
      '/api/activities',
      { eventId: event.id, date: dayFromToday(t), distanceKm: 1 },
      { 'idempotency-key': 'another-key' },
    );
    expect(newKey.json()._id).not.toBe(mine.json()._id);
    expect(await activityCount(user.id)).toBe(2);
  });

  it('stores no answer for a refused request, so the corrected retry is created', async () => {
    const { user, event } = await participant();
    const headers = { 'idempotency-key': 'fix-and-retry' };
    const refused = await callAs(
      t,
      user.id,
      'POST',
      '/api/activities',
      { eventId: event.id, date: dayFromToday(t, 1), distanceKm: 1 },
      headers,
    );
    expect(refused.statusCode).toBe(400);
    const stored = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, 'fix-and-retry')));
    expect(stored).toEqual([]);
    const retry = await callAs(
      t,
      user.id,
      'POST',
      '/api/activities',
      { eventId: event.id, date: dayFromToday(t), distanceKm: 1 },
      headers,
    );
    expect(retry.statusCode).toBe(201);
  });

  it.each([['has space'], ['x'.repeat(101)], ['semi;colon']])(
    'refuses the key %j with 400',
    async (key) => {
      const { user, event } = await participant();
      const res = await callAs(
        t,
        user.id,
        'POST',
        '/api/activities',
        { eventId: event.id, date: dayFromToday(t), distanceKm: 1 },
        { 'idempotency-key': key },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: { msg: 'VALIDATION_FAILED', fields: { 'idempotency-key': ['INVALID'] } },
      });
      expect(await activityCount(user.id)).toBe(0);
    },
  );
});

describe('POST /api/activities reusing an Idempotency-Key with another body', () => {
  const reused = { errors: { msg: 'IDEMPOTENCY_KEY_REUSED' } };

  it('refuses a JSON create with other fields with 422 and still replays the first', async () => {
    const { user, event } = await participant();
    const body = { eventId: event.id, date: dayFromToday(t), distanceKm: 5 };
    const headers = { 'idempotency-key': 'reused-json' };
    const first = await callAs(t, user.id, 'POST', '/api/activities', body, headers);
    const other = { ...body, distanceKm: 6 };
    const refused = await callAs(t, user.id, 'POST', '/api/activities', other, headers);
    expect([refused.statusCode, refused.json()]).toEqual([422, reused]);
    const replay = await callAs(t, user.id, 'POST', '/api/activities', body, headers);
    expect([replay.statusCode, replay.json()]).toEqual([201, first.json()]);
    expect(await activityCount(user.id)).toBe(1);
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({
      km: 50,
      mile: 31,
      count: 1,
    });
  });

  it('refuses a multipart create with other fields with 422 and stores no photos', async () => {
    const { user, event } = await participant();
    const fields = { eventId: event.id, date: dayFromToday(t), distanceKm: '4' };
    const headers = { 'idempotency-key': 'reused-photo' };
    const photo = [{ data: await jpegPhoto() }];
    const send = (sent: Record<string, string>) =>
      sendMultipart(t, user.id, 'POST', '/api/activities', sent, photo, headers);
    await send(fields);
    const files = activityFiles(t);
    const refused = await send({ ...fields, notice: 'another walk' });
    expect([refused.statusCode, refused.json()]).toEqual([422, reused]);
    expect(activityFiles(t)).toEqual(files);
    expect(await activityCount(user.id)).toBe(1);
  });

  it('creates one of two different creates racing with one key and refuses the other', async () => {
    const { user, event } = await participant();
    const headers = { 'idempotency-key': 'reused-race' };
    const answers = await Promise.all(
      [3, 7].map((distanceKm) =>
        callAs(
          t,
          user.id,
          'POST',
          '/api/activities',
          { eventId: event.id, date: dayFromToday(t), distanceKm },
          headers,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const created = answers.find((a) => a.statusCode === 201)!.json();
    expect(answers.find((a) => a.statusCode === 422)!.json()).toEqual(reused);
    expect(await activityCount(user.id)).toBe(1);
    expect((await participantTotals(t.db, event.id, user.id)).km).toBe(created.distanceKm * 10);
  });

  it('replays a key stored before requests had fingerprints, whatever the body', async () => {
    const { user, event } = await participant();
    const body = { eventId: event.id, date: dayFromToday(t), distanceKm: 2 };
    const headers = { 'idempotency-key': 'stored-before' };
    const first = await callAs(t, user.id, 'POST', '/api/activities', body, headers);
    await t.db
      .update(idempotencyKeys)
      .set({ requestHash: null })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, 'stored-before')));
    const other = { ...body, distanceKm: 9 };
    const replay = await callAs(t, user.id, 'POST', '/api/activities', other, headers);
    expect([replay.statusCode, replay.json()]).toEqual([201, first.json()]);
    expect(await activityCount(user.id)).toBe(1);
  });
});
