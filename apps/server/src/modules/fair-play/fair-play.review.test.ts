import { NotificationType } from '@cc/shared/notifications/notifications.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityReviews, notifications } from '../../db/schema';
import { buildAdmin, buildParticipant, buildUser, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { eventTotals, participantTotals } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { addPledge, readFundraising, setCause } from '../fundraising/fundraising.test-support';

/**
 * Fair play's review (issue 25, decision 071): what the checks do to an entry at create and
 * edit, how a held or excluded activity leaves every total and comes back on approval, the
 * audit and the owner's notification, and every refusal of a bad decision.
 */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
});
afterAll(() => t.close());

/** A participant of a new event running from 10 days ago to 3 days ahead. */
const participant = (user: Parameters<typeof buildUser>[1] = {}) =>
  buildParticipant(t.db, dayFromToday(t), {
    user,
    event: { startDate: dayFromToday(t, -10), endDate: dayFromToday(t, 3) },
  });

async function log(userId: string, eventId: string, km: number, extra: object = {}) {
  const res = await callAs(t, userId, 'POST', '/api/activities', {
    eventId,
    date: dayFromToday(t),
    distanceKm: km,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const review = (userId: string, activityId: string, body: object) =>
  callAs(t, userId, 'POST', `/api/activities/${activityId}/review`, body);

const progressOf = async (userId: string, eventId: string) =>
  (await callAs(t, userId, 'GET', `/api/events/${eventId}/progress`)).json();

describe('the checks at create', () => {
  it('flags a second 60 km run on one day and still counts it', async () => {
    const { user, event } = await participant();
    const first = await log(user.id, event.id, 40);
    expect(first.review).toEqual({ status: 'ok', flags: [], reason: null });
    const second = await log(user.id, event.id, 20.1);
    expect(second.review).toEqual({
      status: 'flagged',
      flags: [{ rule: 'dailyFlag', value: 60.1, limit: 50 }],
      reason: null,
    });
    expect((await participantTotals(t.db, event.id, user.id)).km).toBe(601);
  });

  it('holds a day over 100 km: the entry counts nowhere until approved', async () => {
    const { user, event } = await participant();
    await log(user.id, event.id, 60);
    const held = await log(user.id, event.id, 41);
    expect(held.review.status).toBe('held');
    expect(held.review.flags.map((f: { rule: string }) => f.rule)).toEqual(['dailyHold']);
    expect(await participantTotals(t.db, event.id, user.id)).toMatchObject({
      km: 600,
      count: 1,
    });
    expect((await eventTotals(t.db, event.id)).km).toBe(600);
    const ranked = await callAs(
      t,
      user.id,
      'GET',
      `/api/activities/ranking/me?event_id=${event.id}`,
    );
    expect(ranked.json()).toMatchObject({ distanceKm: 60, totalMemberRunKm: 60 });
    expect(await progressOf(user.id, event.id)).toMatchObject({ myKm: 60, challengeKm: 60 });

    const approved = await review(adminId, held._id, { action: 'approve' });
    expect(await progressOf(user.id, event.id)).toMatchObject({ myKm: 101, challengeKm: 101 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ activityId: held._id, status: 'approved' });
    expect(await participantTotals(t.db, event.id, user.id)).toMatchObject({
      km: 1010,
      count: 2,
    });
    expect((await eventTotals(t.db, event.id)).km).toBe(1010);
    const audit = await t.db
      .select()
      .from(activityReviews)
      .where(eq(activityReviews.activityId, held._id));
    expect(audit).toMatchObject([
      { action: 'approve', fromStatus: 'held', toStatus: 'approved', adminId, userId: user.id },
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told).toMatchObject([
      { type: NotificationType.ACTIVITY_REVIEWED, message: 'approved', modelId: held._id },
    ]);
  });

  it('flags a speed over the owner’s activity type with a duration, and keeps the duration', async () => {
    const { user, event } = await participant({ activityType: 'Walking' });
    const slow = await log(user.id, event.id, 9, { durationMinutes: 60 });
    expect(slow).toMatchObject({ durationMinutes: 60, review: { status: 'ok' } });
    // Another day: the same distance on the same day would also be a duplicate.
    const fast = await log(user.id, event.id, 9.1, {
      durationMinutes: 60,
      date: dayFromToday(t, -1),
    });
    expect(fast.review.flags).toEqual([{ rule: 'speed', value: 9.1, limit: 9 }]);
  });

  it('flags an entry made more than 7 days after its date', async () => {
    const { user, event } = await participant();
    const onTime = await log(user.id, event.id, 5, { date: dayFromToday(t, -7) });
    expect(onTime.review.status).toBe('ok');
    const late = await log(user.id, event.id, 5, { date: dayFromToday(t, -8) });
    expect(late.review.flags).toEqual([{ rule: 'lateEntry', value: 8, limit: 7 }]);
  });

  it('flags the same day and distance again as a duplicate of the first', async () => {
    const { user, event } = await participant();
    const first = await log(user.id, event.id, 5);
    const again = await log(user.id, event.id, 5.1);
    expect(again.review.flags).toEqual([
      { rule: 'duplicate', value: 5.1, limit: null, relatedActivityId: first._id },
    ]);
    const other = await log(user.id, event.id, 5.3);
    expect(other.review.status).toBe('ok');
  });

  it('refuses a duration of 0, 1441 or text, and takes none', async () => {
    const { user, event } = await participant();
    for (const durationMinutes of [0, 1441, 'an hour', 12.5]) {
      const res = await callAs(t, user.id, 'POST', '/api/activities', {
        eventId: event.id,
        date: dayFromToday(t),
        distanceKm: 5,
        durationMinutes,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.fields).toEqual({ durationMinutes: ['DURATION_INVALID'] });
    }
    expect((await log(user.id, event.id, 5, { durationMinutes: null })).durationMinutes).toBeNull();
  });

  it('tells the form beforehand what an entry would raise, without saving it', async () => {
    const { user, event } = await participant();
    await log(user.id, event.id, 60);
    const res = await callAs(t, user.id, 'POST', '/api/activities/check', {
      eventId: event.id,
      date: dayFromToday(t),
      distanceKm: 41,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'held',
      flags: [{ rule: 'dailyHold', value: 101, limit: 100 }],
    });
    expect((await participantTotals(t.db, event.id, user.id)).count).toBe(1);
  });

  it('checks nothing once the organiser switches the event’s checks off', async () => {
    const { user, event } = await participant();
    const off = await callAs(t, adminId, 'PUT', `/api/events/${event.id}/fairPlay`, {
      ...(await callAs(t, adminId, 'GET', `/api/events/${event.id}/fairPlay`)).json().settings,
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await log(user.id, event.id, 90);
    expect((await log(user.id, event.id, 90)).review.status).toBe('ok');
  });
});

describe('what a held activity is absent from', () => {
  it('leaves the report and the money raised until approved, then counts in both', async () => {
    const { user, event } = await participant();
    await setCause(t, adminId, event.id);
    await addPledge(t, adminId, event.id, { ratePerKmMinor: 100 });
    await log(user.id, event.id, 60);
    const held = await log(user.id, event.id, 45);
    expect(held.review.status).toBe('held');
    const report = () =>
      callAs(
        t,
        adminId,
        'GET',
        `/api/users/report/countryAndTypeDetails?type=4&eventId=${event.id}&page=1&limit=10`,
      );
    const mine = async () =>
      (await report()).json().docs.find((d: { _id: string }) => d._id === user.id);
    expect((await mine()).totalDistance).toBe(60);
    expect((await readFundraising(t, user.id, event.id)).raisedMinor).toBe(6_000);
    await review(adminId, held._id, { action: 'approve' });
    expect((await mine()).totalDistance).toBe(105);
    expect((await readFundraising(t, user.id, event.id)).raisedMinor).toBe(10_500);
  });
});

describe('decisions', () => {
  it('excludes with a reason: the total drops at once and the owner is told why', async () => {
    const { user, event } = await participant();
    await log(user.id, event.id, 40);
    const flagged = await log(user.id, event.id, 20);
    expect(await progressOf(user.id, event.id)).toMatchObject({ myKm: 60 });
    const res = await review(adminId, flagged._id, {
      action: 'exclude',
      reason: 'Two runs of the same route',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('excluded');
    expect((await participantTotals(t.db, event.id, user.id)).km).toBe(400);
    expect(await progressOf(user.id, event.id)).toMatchObject({ myKm: 40, challengeKm: 40 });
    const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told).toMatchObject({
      type: NotificationType.ACTIVITY_REVIEWED,
      message: 'excluded',
      description: 'Two runs of the same route',
    });
    const mine = await callAs(t, user.id, 'GET', `/api/profile/myActivities?eventId=${event.id}`);
    expect(mine.json().docs.find((a: { _id: string }) => a._id === flagged._id).review).toEqual({
      status: 'excluded',
      flags: [{ rule: 'dailyFlag', value: 60, limit: 50 }],
      reason: 'Two runs of the same route',
    });
  });

  it('keeps an excluded activity out through the owner’s edit; reinstating counts it again', async () => {
    const { user, event } = await participant();
    const run = await log(user.id, event.id, 10);
    await review(adminId, run._id, { action: 'exclude', reason: 'No such run' });
    const edited = await callAs(t, user.id, 'PATCH', `/api/activities/${run._id}`, {
      distanceKm: 8,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().review.status).toBe('excluded');
    expect((await participantTotals(t.db, event.id, user.id)).km).toBe(0);
    const back = await review(adminId, run._id, { action: 'reinstate' });
    expect(back.json().status).toBe('approved');
    expect((await participantTotals(t.db, event.id, user.id)).km).toBe(80);
  });

  it('refuses an exclusion without a reason, an unknown action and a participant', async () => {
    const { user, event } = await participant();
    const run = await log(user.id, event.id, 10);
    const noReason = await review(adminId, run._id, { action: 'exclude' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.fields).toEqual({ reason: ['REASON_REQUIRED'] });
    const blank = await review(adminId, run._id, { action: 'exclude', reason: '   ' });
    expect(blank.json().errors.fields).toEqual({ reason: ['REASON_REQUIRED'] });
    const unknown = await review(adminId, run._id, { action: 'delete' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.fields).toEqual({ action: ['ACTION_INVALID'] });
    const byParticipant = await review(user.id, run._id, { action: 'approve' });
    expect(byParticipant.statusCode).toBe(403);
  });

  it('refuses another event’s activity through a mismatched id, and a decision that does not apply', async () => {
    const { user, event } = await participant();
    const other = await participant();
    const run = await log(user.id, event.id, 10);
    const mismatch = await review(adminId, run._id, { action: 'approve', eventId: other.event.id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.fields).toEqual({ eventId: ['EVENT_MISMATCH'] });
    const missing = await review(adminId, other.event.id, { action: 'approve' });
    expect(missing.statusCode).toBe(404);
    const notExcluded = await review(adminId, run._id, { action: 'reinstate' });
    expect(notExcluded.statusCode).toBe(409);
    expect(notExcluded.json().errors.msg).toBe('REVIEW_NOT_ALLOWED');
  });

  it('decides a selection at once, or none of it when one does not apply', async () => {
    const { user, event } = await participant();
    const a = await log(user.id, event.id, 30);
    const b = await log(user.id, event.id, 30);
    const c = await log(user.id, event.id, 5);
    await review(adminId, c._id, { action: 'exclude', reason: 'Test' });
    const refused = await callAs(t, adminId, 'POST', '/api/admin/review/bulk', {
      activityIds: [a._id, b._id, c._id],
      action: 'exclude',
      reason: 'Same route twice',
    });
    expect(refused.statusCode).toBe(409);
    expect((await participantTotals(t.db, event.id, user.id)).km).toBe(600);
    const done = await callAs(t, adminId, 'POST', '/api/admin/review/bulk', {
      activityIds: [a._id, b._id],
      action: 'approve',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().results.map((r: { status: string }) => r.status)).toEqual([
      'approved',
      'approved',
    ]);
  });
});

describe('the queue', () => {
  it('lists what waits with the evidence, filtered by event, status and rule, and counts it', async () => {
    const { user, event } = await participant();
    const other = await buildUser(t.db);
    await joinEvent(t.db, event.id, other.id);
    await log(user.id, event.id, 40);
    const flagged = await log(user.id, event.id, 20);
    const held = await log(user.id, event.id, 45);
    await log(other.id, event.id, 5);
    const page = await callAs(t, adminId, 'GET', `/api/admin/review?eventId=${event.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ totalDocs: 2 });
    const [first, second] = page.json().docs;
    expect(first).toMatchObject({
      activityId: held._id,
      status: 'held',
      dayTotalKm: 105,
      medianKm: 40,
      days: [{ date: dayFromToday(t), km: 105 }],
    });
    expect(second).toMatchObject({ activityId: flagged._id, status: 'flagged' });
    const heldOnly = await callAs(
      t,
      adminId,
      'GET',
      `/api/admin/review?eventId=${event.id}&status=held`,
    );
    expect(heldOnly.json().docs.map((d: { activityId: string }) => d.activityId)).toEqual([
      held._id,
    ]);
    const byRule = await callAs(
      t,
      adminId,
      'GET',
      `/api/admin/review?eventId=${event.id}&rule=dailyFlag`,
    );
    expect(byRule.json().docs.map((d: { activityId: string }) => d.activityId)).toEqual([
      flagged._id,
    ]);
    const count = await callAs(t, adminId, 'GET', '/api/admin/review/count');
    expect(count.json().held).toBeGreaterThanOrEqual(1);
    expect((await callAs(t, user.id, 'GET', '/api/admin/review')).statusCode).toBe(403);
  });
});
