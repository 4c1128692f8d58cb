import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import { buildEvent, buildParticipant, joinEvent } from '../../test/factories';
import { callAs, jpegPhoto, sendMultipart } from '../../test/requests';
import { activityFiles, participantTotals } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

/**
 * The `eventId` of an edit (DESIGN §4 lists it in the update body; issue 9, case 11): the
 * activity's own event is accepted, another one is refused, since an activity never moves.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A participant with one logged 10 km activity in a running event. */
async function loggedActivity() {
  const { user, event } = await buildParticipant(t.db, dayFromToday(t));
  const res = await callAs(t, user.id, 'POST', '/api/activities', {
    eventId: event.id,
    date: dayFromToday(t, -1),
    distanceKm: 10,
  });
  expect(res.statusCode).toBe(201);
  return { user, event, activity: res.json() };
}

describe('PATCH /api/activities/:id with an eventId', () => {
  it("accepts the activity's own eventId, as JSON and as multipart with a photo", async () => {
    const { user, event, activity } = await loggedActivity();
    const json = await callAs(t, user.id, 'PATCH', `/api/activities/${activity._id}`, {
      eventId: event.id,
      distanceKm: 12,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ eventId: event.id, distanceKm: 12 });

    const multipart = await sendMultipart(
      t,
      user.id,
      'PATCH',
      `/api/activities/${activity._id}`,
      { eventId: event.id, notice: 'with a photo' },
      [{ data: await jpegPhoto() }],
    );
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json()).toMatchObject({ notice: 'with a photo', distanceKm: 12 });
    expect(multipart.json().images).toHaveLength(1);
  });

  it('refuses another event with eventId EVENT_MISMATCH and changes nothing', async () => {
    const { user, event, activity } = await loggedActivity();
    const other = await buildEvent(t.db, dayFromToday(t));
    await joinEvent(t.db, other.id, user.id);
    const photosBefore = activityFiles(t);

    const json = await callAs(t, user.id, 'PATCH', `/api/activities/${activity._id}`, {
      eventId: other.id,
      distanceKm: 3,
    });
    const multipart = await sendMultipart(
      t,
      user.id,
      'PATCH',
      `/api/activities/${activity._id}`,
      { eventId: other.id },
      [{ data: await jpegPhoto() }],
    );
    for (const res of [json, multipart]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: { msg: 'VALIDATION_FAILED', fields: { eventId: ['EVENT_MISMATCH'] } },
      });
    }
    const [row] = await t.db.select().from(activities).where(eq(activities.id, activity._id));
    expect(row).toMatchObject({ eventId: event.id, distanceKmTenths: 100 });
    expect(await participantTotals(t.db, event.id, user.id)).toMatchObject({ km: 100, count: 1 });
    expect(await participantTotals(t.db, other.id, user.id)).toMatchObject({ km: 0, count: 0 });
    expect(activityFiles(t)).toEqual(photosBefore);
  });

  it('answers a malformed eventId like a foreign one', async () => {
    const { user, activity } = await loggedActivity();
    const res = await callAs(t, user.id, 'PATCH', `/api/activities/${activity._id}`, {
      eventId: 'not-an-id',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ eventId: ['EVENT_MISMATCH'] });
  });
});
