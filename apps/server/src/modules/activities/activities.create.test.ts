import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import {
  authHeader,
  buildAdmin,
  buildEvent,
  buildParticipant,
  buildUser,
  eventTargets,
} from '../../test/factories';
import { callAs } from '../../test/requests';
import { eventTotals, participantTotals } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A participant (in `unit`) joined to a new event running from `start` to `end` days from today. */
const participant = (
  {
    start = -3,
    end = 3,
    ...targets
  }: { start?: number; end?: number } & Partial<ReturnType<typeof eventTargets>> = {},
  unit: 'KM' | 'MILE' = 'KM',
) =>
  buildParticipant(t.db, dayFromToday(t), {
    user: { unit },
    event: { startDate: dayFromToday(t, start), endDate: dayFromToday(t, end), ...targets },
  });

const post = (userId: string, payload: object, headers?: Record<string, string>) =>
  callAs(t, userId, 'POST', '/api/activities', payload, headers);

describe('POST /api/activities (JSON)', () => {
  it('logs an activity, derives miles and adds it to the participant and event totals', async () => {
    const { user, event } = await participant();
    const res = await post(user.id, {
      eventId: event.id,
      date: dayFromToday(t, -1),
      distanceKm: 10,
      notice: 'Morning run',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      eventId: event.id,
      creatorId: user.id,
      date: dayFromToday(t, -1),
      distanceKm: 10,
      distanceMile: 6.2,
      notice: 'Morning run',
      images: [],
      isEventEnded: false,
    });
    const [row] = await t.db.select().from(activities).where(eq(activities.id, body._id));
    expect(row).toMatchObject({ distanceKmTenths: 100, distanceMileTenths: 62, userId: user.id });
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({
      km: 100,
      mile: 62,
      count: 1,
    });
    expect(await eventTotals(t.db, event.id)).toEqual({ km: 100, mile: 62 });
  });

  it('derives km when only miles are given', async () => {
    const { user, event } = await participant();
    const res = await post(user.id, { eventId: event.id, date: dayFromToday(t), distanceMile: 10 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ distanceKm: 16.1, distanceMile: 10, notice: '' });
  });

  it('keeps both distances when they agree, and refuses them with DISTANCE_MISMATCH when not', async () => {
    const { user, event } = await participant();
    const ok = await post(user.id, {
      eventId: event.id,
      date: dayFromToday(t),
      distanceKm: 16.1,
      distanceMile: 10,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ distanceKm: 16.1, distanceMile: 10 });
    const bad = await post(user.id, {
      eventId: event.id,
      date: dayFromToday(t),
      distanceKm: 10,
      distanceMile: 7,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { distanceMile: ['DISTANCE_MISMATCH'] } },
    });
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({
      km: 161,
      mile: 100,
      count: 1,
    });
  });

  it.each([
    ['50 km event', 50, 'KM', 50.9, true],
    ['50 km event', 50, 'KM', 51.0, false],
    ['50 km event', 50, 'KM', 0, false],
    ['50 km event', 50, 'KM', 0.1, true],
    ['150 km event', 150, 'KM', 100.9, true],
    ['150 km event', 150, 'KM', 101, false],
    ['50 km (31.07 mile) event, user in miles', 50, 'MILE', 31.9, true],
    ['50 km (31.07 mile) event, user in miles', 50, 'MILE', 32, false],
  ] as const)(
    'on a %s, %s %s: %s is allowed = %s',
    async (_label, maximumKm, unit, distance, allowed) => {
      const { user, event } = await participant(eventTargets(maximumKm), unit);
      const field = unit === 'KM' ? 'distanceKm' : 'distanceMile';
      const res = await post(user.id, {
        eventId: event.id,
        date: dayFromToday(t),
        [field]: distance,
      });
      if (allowed) {
        expect(res.statusCode).toBe(201);
        expect(res.json()[field]).toBe(distance);
      } else {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          errors: { msg: 'VALIDATION_FAILED', fields: { [field]: ['DISTANCE_OUT_OF_RANGE'] } },
        });
        expect(await participantTotals(t.db, event.id, user.id)).toEqual({
          km: 0,
          mile: 0,
          count: 0,
        });
      }
    },
  );

  it('checks the distance in the user unit even when the other unit was typed', async () => {
    // 82 km is 51.0 miles: beyond the 50.9 mile picker of a 50 mile event.
    const { user, event } = await participant(eventTargets(200, 50), 'MILE');
    const res = await post(user.id, { eventId: event.id, date: dayFromToday(t), distanceKm: 82 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ distanceMile: ['DISTANCE_OUT_OF_RANGE'] });
  });

  it.each([
    ['the start day', -10, true],
    ['the day before the start', -11, false],
    ['today', 0, true],
    ['tomorrow', 1, false],
  ])('dates the activity on %s: accepted = %s', async (_label, offset, accepted) => {
    const { user, event } = await participant({ start: -10, end: 10 });
    const res = await post(user.id, {
      eventId: event.id,
      date: dayFromToday(t, offset),
      distanceKm: 5,
    });
    if (accepted) {
      expect(res.statusCode).toBe(201);
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: { msg: 'VALIDATION_FAILED', fields: { date: ['DATE_OUT_OF_RANGE'] } },
      });
    }
  });

  it.each([
    ['after the event has ended', { start: -20, end: -1 }, -5],
    ['before the event has started', { start: 1, end: 20 }, 1],
  ])('refuses an activity %s with EVENT_NOT_RUNNING', async (_label, window, dateOffset) => {
    const { user, event } = await participant(window);
    const res = await post(user.id, {
      eventId: event.id,
      date: dayFromToday(t, dateOffset),
      distanceKm: 5,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'EVENT_NOT_RUNNING' } });
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({ km: 0, mile: 0, count: 0 });
  });

  it('accepts the last day of an event ending today', async () => {
    const { user, event } = await participant({ start: -3, end: 0 });
    const res = await post(user.id, { eventId: event.id, date: dayFromToday(t), distanceKm: 5 });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an event the caller has not joined with EVENT_NOT_JOINED, and an unknown one with 404', async () => {
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, dayFromToday(t));
    const notJoined = await post(user.id, {
      eventId: event.id,
      date: dayFromToday(t),
      distanceKm: 5,
    });
    expect(notJoined.statusCode).toBe(409);
    expect(notJoined.json()).toEqual({ errors: { msg: 'EVENT_NOT_JOINED' } });
    const unknown = await post(user.id, {
      eventId: '0190a0e0-0000-7000-8000-000000000000',
      date: dayFromToday(t),
      distanceKm: 5,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });

  it('refuses a notice over 200 characters, a missing distance and unknown fields', async () => {
    const { user, event } = await participant();
    const res = await post(user.id, {
      eventId: event.id,
      date: dayFromToday(t),
      notice: 'x'.repeat(201),
      colour: 'red',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({
      notice: ['TOO_LONG'],
      colour: ['UNKNOWN_FIELD'],
      distanceKm: ['DISTANCE_REQUIRED'],
    });
    const exactly200 = await post(user.id, {
      eventId: event.id,
      date: dayFromToday(t),
      distanceKm: 1,
      notice: 'x'.repeat(200),
    });
    expect(exactly200.statusCode).toBe(201);
  });

  it('refuses a body that is neither JSON nor multipart with 415', async () => {
    const { user } = await participant();
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: { ...(await authHeader(t.db, user.id)), 'content-type': 'text/plain' },
      payload: 'distanceKm=5',
    });
    expect(text.statusCode).toBe(415);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: await authHeader(t.db, user.id),
    });
    expect(none.statusCode).toBe(415);
    expect(none.json()).toEqual({ errors: { msg: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('is for participants: an administrator gets 403 and an anonymous caller 401', async () => {
    const admin = await buildAdmin(t.db);
    const res = await post(admin.id, {
      eventId: (await buildEvent(t.db, dayFromToday(t))).id,
      date: dayFromToday(t),
      distanceKm: 1,
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/activities', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
