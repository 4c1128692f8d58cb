import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParticipant, type buildUser } from '../../test/factories';
import { callAs, sendMultipart } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

/**
 * Each fair play check through the API, on both databases, just at its threshold (nothing)
 * and just over it (a flag with its figures), with the defaults of decision 071. The pure
 * rules have their own tests (packages/shared fair-play.rules.test.ts); these prove the
 * facts the server reads: the day's other entries, the median, the photos' bytes and dates.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const participant = (user: Parameters<typeof buildUser>[1] = {}) =>
  buildParticipant(t.db, dayFromToday(t), {
    user,
    event: { startDate: dayFromToday(t, -20), endDate: dayFromToday(t, 3) },
  });

type Entry = { distanceKm: number; date?: string; durationMinutes?: number };

async function log(userId: string, eventId: string, entry: Entry) {
  const res = await callAs(t, userId, 'POST', '/api/activities', {
    eventId,
    date: dayFromToday(t),
    ...entry,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** What the checks would say of an entry (POST /api/activities/check), nothing saved. */
async function check(userId: string, eventId: string, entry: Entry) {
  const res = await callAs(t, userId, 'POST', '/api/activities/check', {
    eventId,
    date: dayFromToday(t),
    ...entry,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const nothing = { flags: [], status: 'ok' };

describe('each check at and just over its threshold', () => {
  it('daily total: 50 km is fine, 50.1 km is flagged, counting the day’s other entries', async () => {
    const { user, event } = await participant();
    await log(user.id, event.id, { distanceKm: 30 });
    expect(await check(user.id, event.id, { distanceKm: 20 })).toEqual(nothing);
    expect(await check(user.id, event.id, { distanceKm: 20.1 })).toEqual({
      flags: [{ rule: 'dailyFlag', value: 50.1, limit: 50 }],
      status: 'flagged',
    });
    // Another day's entries do not add up with these.
    expect(await check(user.id, event.id, { distanceKm: 20.1, date: dayFromToday(t, -1) })).toEqual(
      nothing,
    );
  });

  it('daily hold: 100 km is flagged, 100.1 km is held', async () => {
    const { user, event } = await participant();
    await log(user.id, event.id, { distanceKm: 60 });
    expect(await check(user.id, event.id, { distanceKm: 40 })).toEqual({
      flags: [{ rule: 'dailyFlag', value: 100, limit: 50 }],
      status: 'flagged',
    });
    expect(await check(user.id, event.id, { distanceKm: 40.1 })).toEqual({
      flags: [{ rule: 'dailyHold', value: 100.1, limit: 100 }],
      status: 'held',
    });
  });

  it.each([
    ['Walking', 9],
    ['Hiking', 8],
    ['Running', 20],
  ])('speed of %s: %d km/h is fine, just over is flagged', async (activityType, limit) => {
    const { user, event } = await participant({ activityType });
    expect(await check(user.id, event.id, { distanceKm: limit, durationMinutes: 60 })).toEqual(
      nothing,
    );
    expect(
      await check(user.id, event.id, { distanceKm: limit + 0.1, durationMinutes: 60 }),
    ).toEqual({
      flags: [{ rule: 'speed', value: limit + 0.1, limit }],
      status: 'flagged',
    });
  });

  it('late entry: 7 days after the date is fine, 8 is flagged', async () => {
    const { user, event } = await participant();
    expect(await check(user.id, event.id, { distanceKm: 5, date: dayFromToday(t, -7) })).toEqual(
      nothing,
    );
    expect(await check(user.id, event.id, { distanceKm: 5, date: dayFromToday(t, -8) })).toEqual({
      flags: [{ rule: 'lateEntry', value: 8, limit: 7 }],
      status: 'flagged',
    });
  });

  it('outlier: 3 times the median is fine, just over is flagged, and never 15 km or less', async () => {
    const { user, event } = await participant();
    for (const days of [1, 2, 3]) {
      await log(user.id, event.id, { distanceKm: 10, date: dayFromToday(t, -days) });
    }
    expect(await check(user.id, event.id, { distanceKm: 30 })).toEqual(nothing);
    expect(await check(user.id, event.id, { distanceKm: 30.1 })).toEqual({
      flags: [{ rule: 'outlier', value: 3, limit: 3 }],
      status: 'flagged',
    });

    const short = await participant();
    for (const days of [1, 2, 3]) {
      await log(short.user.id, short.event.id, { distanceKm: 2, date: dayFromToday(t, -days) });
    }
    // 7.5 times the median, but a 15 km run is never suspicious on its own.
    expect(await check(short.user.id, short.event.id, { distanceKm: 15 })).toEqual(nothing);
    expect(await check(short.user.id, short.event.id, { distanceKm: 15.1 })).toMatchObject({
      flags: [{ rule: 'outlier', limit: 3 }],
    });
  });

  it('duplicate: the same day within 0.1 km is flagged, 0.2 km apart is not', async () => {
    const { user, event } = await participant();
    const first = await log(user.id, event.id, { distanceKm: 8 });
    expect(await check(user.id, event.id, { distanceKm: 8.2 })).toEqual(nothing);
    expect(await check(user.id, event.id, { distanceKm: 7.9 })).toEqual({
      flags: [{ rule: 'duplicate', value: 7.9, limit: null, relatedActivityId: first._id }],
      status: 'flagged',
    });
  });
});

describe('the photo checks, read from the original bytes', () => {
  /** A JPEG of one colour, taken on `day` (YYYY-MM-DD) by its EXIF, or without a date. */
  const photo = (colour: string, day?: string) => {
    const image = sharp({ create: { width: 40, height: 30, channels: 3, background: colour } });
    return (
      day
        ? image
            .jpeg()
            .withExif({ IFD2: { DateTimeOriginal: `${day.replaceAll('-', ':')} 09:30:00` } })
        : image.jpeg()
    ).toBuffer();
  };

  async function logWithPhoto(userId: string, eventId: string, data: Buffer, date: string) {
    const res = await sendMultipart(
      t,
      userId,
      'POST',
      '/api/activities',
      { eventId, date, distanceKm: '5', distanceMile: '', notice: '' },
      [{ data, filename: 'photo.jpg' }],
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  it('flags a photo whose bytes were uploaded with another activity, not another photo', async () => {
    const { user, event } = await participant();
    const other = await participant();
    const bytes = await photo('#2266aa');
    const first = await logWithPhoto(user.id, event.id, bytes, dayFromToday(t, -1));
    expect(first.review.status).toBe('ok');

    const fresh = await logWithPhoto(
      other.user.id,
      other.event.id,
      await photo('#2266ab'),
      dayFromToday(t),
    );
    expect(fresh.review).toMatchObject({ status: 'ok', flags: [] });
    const reused = await logWithPhoto(other.user.id, other.event.id, bytes, dayFromToday(t, -2));
    expect(reused.review).toMatchObject({
      status: 'flagged',
      flags: [{ rule: 'photoReuse', value: null, limit: null, relatedActivityId: first._id }],
    });
  });

  it('flags a photo taken more than a day from the activity’s date, not a day, nor one without a date', async () => {
    const { user, event } = await participant();
    // Dates of the last week, one per entry: older would be late, one day twice a duplicate.
    const near = await logWithPhoto(
      user.id,
      event.id,
      await photo('#aa0000', dayFromToday(t, -4)),
      dayFromToday(t, -3),
    );
    expect(near.review).toMatchObject({ status: 'ok', flags: [] });
    const undated = await logWithPhoto(
      user.id,
      event.id,
      await photo('#00aa00'),
      dayFromToday(t, -2),
    );
    expect(undated.review).toMatchObject({ status: 'ok', flags: [] });
    const twoDaysBefore = dayFromToday(t, -3);
    const far = await logWithPhoto(
      user.id,
      event.id,
      await photo('#0000aa', twoDaysBefore),
      dayFromToday(t, -1),
    );
    expect(far.review).toMatchObject({
      status: 'flagged',
      flags: [{ rule: 'photoDate', value: 2, limit: 1, capturedOn: twoDaysBefore }],
    });
  });
});
