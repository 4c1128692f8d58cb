import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityImages, events } from '../../db/schema';
import { buildEvent, buildUser, joinEvent } from '../../test/factories';
import { callAs, jpegPhoto, sendMultipart } from '../../test/requests';
import { activityFiles, eventTotals, participantTotals, storedFile } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A participant of a running event with one logged activity of 10 km (and `photos` photos). */
async function loggedActivity(photos = 0) {
  const user = await buildUser(t.db);
  const event = await buildEvent(t.db, dayFromToday(t));
  await joinEvent(t.db, event.id, user.id);
  const photo = await jpegPhoto();
  const res = await sendMultipart(
    t,
    user.id,
    'POST',
    '/api/activities',
    { eventId: event.id, date: dayFromToday(t, -2), distanceKm: '10', notice: 'first' },
    Array.from({ length: photos }, () => ({ data: photo })),
  );
  expect(res.statusCode).toBe(201);
  return { user, event, activity: res.json() };
}

/** Moves an event's window relative to today (to end or not yet start it). */
async function moveEvent(eventId: string, start: number, end: number) {
  await t.db
    .update(events)
    .set({ startDate: dayFromToday(t, start), endDate: dayFromToday(t, end) })
    .where(eq(events.id, eventId));
}

describe('PATCH /api/activities/:id', () => {
  it('changes date, distance and notice and moves both totals by the difference', async () => {
    const { user, event, activity } = await loggedActivity();
    const other = await buildUser(t.db);
    await joinEvent(t.db, event.id, other.id);
    const otherRes = await callAs(t, other.id, 'POST', '/api/activities', {
      eventId: event.id,
      date: dayFromToday(t),
      distanceKm: 3,
    });
    expect(otherRes.statusCode).toBe(201);

    const res = await callAs(t, user.id, 'PATCH', `/api/activities/${activity._id}`, {
      date: dayFromToday(t),
      distanceMile: 5,
      notice: 'changed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: activity._id,
      date: dayFromToday(t),
      distanceKm: 8,
      distanceMile: 5,
      notice: 'changed',
    });
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({
      km: 80,
      mile: 50,
      count: 1,
    });
    expect(await participantTotals(t.db, event.id, other.id)).toEqual({
      km: 30,
      mile: 19,
      count: 1,
    });
    expect(await eventTotals(t.db, event.id)).toEqual({ km: 110, mile: 69 });
  });

  it('keeps what is not sent', async () => {
    const { user, event, activity } = await loggedActivity();
    const res = await callAs(t, user.id, 'PATCH', `/api/activities/${activity._id}`, {
      notice: 'only the notice',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ distanceKm: 10, distanceMile: 6.2, date: activity.date });
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({
      km: 100,
      mile: 62,
      count: 1,
    });
  });

  it('applies the date and distance rules of a create', async () => {
    const { user, activity } = await loggedActivity();
    const res = await callAs(t, user.id, 'PATCH', `/api/activities/${activity._id}`, {
      date: dayFromToday(t, 1),
      distanceKm: 101,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ date: ['DATE_OUT_OF_RANGE'] });
    const distance = await callAs(t, user.id, 'PATCH', `/api/activities/${activity._id}`, {
      distanceKm: 101,
    });
    expect(distance.json().errors.fields).toEqual({ distanceKm: ['DISTANCE_OUT_OF_RANGE'] });
  });

  it('appends new photos to the existing ones', async () => {
    const { user, activity } = await loggedActivity(1);
    const res = await sendMultipart(
      t,
      user.id,
      'PATCH',
      `/api/activities/${activity._id}`,
      { notice: 'two more' },
      [{ data: await jpegPhoto() }, { data: await jpegPhoto(), type: 'image/png' }],
    );
    expect(res.statusCode).toBe(200);
    const images = res.json().images;
    expect(images).toHaveLength(3);
    expect(images[0]._id).toBe(activity.images[0]._id);
    const rows = await t.db
      .select()
      .from(activityImages)
      .where(eq(activityImages.activityId, activity._id));
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2]);
  });

  it('refuses a 4th photo (3 stored + 1 new) with TOO_MANY_IMAGES and stores nothing', async () => {
    const { user, activity } = await loggedActivity(3);
    const before = activityFiles(t);
    const res = await sendMultipart(t, user.id, 'PATCH', `/api/activities/${activity._id}`, {}, [
      { data: await jpegPhoto() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { images: ['TOO_MANY_IMAGES'] } },
    });
    expect(activityFiles(t)).toEqual(before);
  });

  it.each([
    ['after the event has ended', -20, -1],
    ['before the event has started', 1, 20],
  ])('refuses edits, deletes and photo removal %s with EVENT_NOT_RUNNING', async (_l, s, e) => {
    const { user, event, activity } = await loggedActivity(1);
    await moveEvent(event.id, s, e);
    const patch = await callAs(t, user.id, 'PATCH', `/api/activities/${activity._id}`, {
      notice: 'late',
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toEqual({ errors: { msg: 'EVENT_NOT_RUNNING' } });
    const del = await callAs(t, user.id, 'DELETE', `/api/activities/${activity._id}`);
    expect(del.json()).toEqual({ errors: { msg: 'EVENT_NOT_RUNNING' } });
    const delImage = await callAs(t, user.id, 'DELETE', `/api/images/${activity.images[0]._id}`);
    expect(delImage.json()).toEqual({ errors: { msg: 'EVENT_NOT_RUNNING' } });
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({
      km: 100,
      mile: 62,
      count: 1,
    });
    const [row] = await t.db.select().from(activities).where(eq(activities.id, activity._id));
    expect(row?.notice).toBe('first');
    const got = await callAs(t, user.id, 'GET', `/api/activities/${activity._id}`);
    expect(got.json().isEventEnded).toBe(e < 0);
  });
});

describe("another user's activity", () => {
  // Reading it follows the privacy rules of the feed (modules/feed/feed.privacy.test.ts).
  it('answers 404 to PATCH, DELETE and DELETE of its photo, and changes nothing', async () => {
    const { event, activity } = await loggedActivity(1);
    const stranger = await buildUser(t.db);
    await joinEvent(t.db, event.id, stranger.id);
    const calls = [
      callAs(t, stranger.id, 'PATCH', `/api/activities/${activity._id}`, { notice: 'mine now' }),
      callAs(t, stranger.id, 'DELETE', `/api/activities/${activity._id}`),
      callAs(t, stranger.id, 'DELETE', `/api/images/${activity.images[0]._id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    }
    const [row] = await t.db.select().from(activities).where(eq(activities.id, activity._id));
    expect(row?.notice).toBe('first');
    expect(fs.existsSync(storedFile(t, activity.images[0].url))).toBe(true);
  });
});

describe('DELETE /api/activities/:id', () => {
  it('deletes the activity, lowers the totals and removes its photo files in every width', async () => {
    const { user, event, activity } = await loggedActivity(2);
    const files = activity.images.flatMap(
      (i: { url: string; thumbUrl: string; mediumUrl: string }) => [
        storedFile(t, i.url),
        storedFile(t, i.thumbUrl),
        storedFile(t, i.mediumUrl),
      ],
    );
    expect(files).toHaveLength(6);
    expect(files.every((f: string) => fs.existsSync(f))).toBe(true);
    const res = await callAs(t, user.id, 'DELETE', `/api/activities/${activity._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'DELETED' });
    expect(await t.db.select().from(activities).where(eq(activities.id, activity._id))).toEqual([]);
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({ km: 0, mile: 0, count: 0 });
    expect(await eventTotals(t.db, event.id)).toEqual({ km: 0, mile: 0 });
    expect(files.some((f: string) => fs.existsSync(f))).toBe(false);
    const again = await callAs(t, user.id, 'DELETE', `/api/activities/${activity._id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('DELETE /api/images/:imageId', () => {
  it('removes one photo and its files in every width', async () => {
    const { user, activity } = await loggedActivity(2);
    const [gone, kept] = activity.images;
    const res = await callAs(t, user.id, 'DELETE', `/api/images/${gone._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'DELETED' });
    expect(fs.existsSync(storedFile(t, gone.url))).toBe(false);
    expect(fs.existsSync(storedFile(t, gone.thumbUrl))).toBe(false);
    expect(fs.existsSync(storedFile(t, gone.mediumUrl))).toBe(false);
    expect(fs.existsSync(storedFile(t, kept.mediumUrl))).toBe(true);
    const got = await callAs(t, user.id, 'GET', `/api/activities/${activity._id}`);
    expect(got.json().images).toEqual([kept]);
    const unknown = await callAs(t, user.id, 'DELETE', `/api/images/${gone._id}`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/activities/:id and GET /api/profile/myActivities', () => {
  it('answers the owner every field of their activity (the edit form reads it)', async () => {
    const { user, activity } = await loggedActivity(1);
    const res = await callAs(t, user.id, 'GET', `/api/activities/${activity._id}`);
    expect(res.statusCode).toBe(200);
    // The read is the feed's post: the activity's fields plus the post's. Its review shows in
    // the owner's own lists and answers, not on the post (decision 071).
    const { review: _, ...fields } = activity;
    expect(res.json()).toMatchObject(fields);
    expect(res.json()).not.toHaveProperty('review');
    expect(res.json()).toMatchObject({ creator: { _id: user.id }, isContentHidden: false });
  });

  it('lists my activities newest date first, then newest created, with photos, paged', async () => {
    const user = await buildUser(t.db);
    const [a, b] = [
      await buildEvent(t.db, dayFromToday(t)),
      await buildEvent(t.db, dayFromToday(t)),
    ];
    await joinEvent(t.db, a.id, user.id);
    await joinEvent(t.db, b.id, user.id);
    const log = async (eventId: string, offset: number, km: number) =>
      (
        await callAs(t, user.id, 'POST', '/api/activities', {
          eventId,
          date: dayFromToday(t, offset),
          distanceKm: km,
        })
      ).json()._id as string;
    const first = await log(a.id, -3, 1);
    const second = await log(a.id, -1, 2);
    const third = await log(a.id, -3, 3);
    const otherEvent = await log(b.id, 0, 4);
    const withPhoto = await sendMultipart(t, user.id, 'PATCH', `/api/activities/${first}`, {}, [
      { data: await jpegPhoto() },
    ]);
    expect(withPhoto.statusCode).toBe(200);

    const all = await callAs(t, user.id, 'GET', '/api/profile/myActivities');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ totalDocs: 4, page: 1, limit: 50, hasNextPage: false });
    expect(all.json().docs.map((d: { _id: string }) => d._id)).toEqual([
      otherEvent,
      second,
      third,
      first,
    ]);

    const page = await callAs(
      t,
      user.id,
      'GET',
      `/api/profile/myActivities?eventId=${a.id}&page=2&limit=2`,
    );
    expect(page.json()).toMatchObject({ totalDocs: 3, page: 2, limit: 2, totalPages: 2 });
    expect(page.json().hasNextPage).toBe(false);
    expect(page.json().docs).toHaveLength(1);
    expect(page.json().docs[0]._id).toBe(first);
    expect(page.json().docs[0].images).toHaveLength(1);

    const tooMany = await callAs(t, user.id, 'GET', '/api/profile/myActivities?limit=101');
    expect(tooMany.statusCode).toBe(400);
  });
});
