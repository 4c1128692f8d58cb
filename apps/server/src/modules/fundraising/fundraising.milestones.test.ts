import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { enqueueJob } from '../../db/jobs';
import { notifications } from '../../db/schema';
import { type JobWorker, startJobWorker } from '../../platform/jobs';
import { buildAdmin, buildEvent, buildUser, joinEvent } from '../../test/factories';
import { startTestPushService, type TestPushService } from '../../test/push-endpoint';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { pushJobs } from '../push';
import { subscribeDevice, waitForPushes } from '../push/push.test-support';
import {
  checkMilestones,
  MILESTONE_JOB,
  milestoneChecksSettled,
  milestoneJob,
} from './fundraising.milestones';
import {
  addPledge,
  logKm,
  milestoneNotifications,
  milestoneQueueEmpty,
  setCause,
} from './fundraising.test-support';

/**
 * Milestones of the money raised (issue 24, decision 070): crossing 25, 50, 75 and 100 %
 * of the total of caps tells every active participant of the event once (type 1008), also
 * when activities cross it at the same moment, when a check or its job runs twice, and when
 * the amount falls back below a milestone and crosses it again.
 */

let t: TestApp;
let service: TestPushService;
let worker: JobWorker;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
  service = await startTestPushService();
  adminId = (await buildAdmin(t.db)).id;
  worker = startJobWorker({
    database: t.database,
    deps: { ...t.app.deps, log: t.app.log },
    handlers: [milestoneJob, ...pushJobs],
    pollMs: 20,
    retryBaseMs: 10,
  });
});
afterAll(async () => {
  await worker.stop();
  await service.close();
  await t.close();
});

/**
 * A running event with a cause, `n` active participants speaking `language` (who have
 * logged `kmTenths` each before the first check), a deactivated participant, a user who has
 * not joined, and one per-km pledge of 1.00 a km capped at `capKm` kilometres.
 */
async function fundraisingOf(
  n: number,
  capKm: number,
  opts: { language?: 'DE' | 'EN'; kmTenths?: number } = {},
) {
  const event = await buildEvent(t.db, dayFromToday(t));
  await setCause(t, adminId, event.id);
  await addPledge(t, adminId, event.id, { ratePerKmMinor: 100, capMinor: capKm * 100 });
  const people: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const user = await buildUser(t.db, { language: opts.language ?? 'EN' });
    await joinEvent(t.db, event.id, user.id, { km: opts.kmTenths ?? 0 });
    people.push(user.id);
  }
  await joinEvent(t.db, event.id, (await buildUser(t.db, { status: false })).id);
  await buildUser(t.db);
  return { eventId: event.id, people };
}

/** Waits for the checks and their announcements, then answers each user's milestones. */
async function toldAfterwards(eventId: string) {
  await milestoneChecksSettled();
  await milestoneQueueEmpty(t);
  const byUser = new Map<string, string[]>();
  for (const n of await milestoneNotifications(t, eventId)) {
    byUser.set(n.userId, [...(byUser.get(n.userId) ?? []), n.message].sort(byNumber));
  }
  return Object.fromEntries(byUser);
}

const byNumber = (a: string, b: string) => Number(a) - Number(b);
const everyone = (people: string[], percents: string[]) =>
  Object.fromEntries(people.map((id) => [id, percents]));

describe('milestone notifications (1008)', () => {
  it('tells every active participant once per milestone crossed, never the amount falling and rising again', async () => {
    const { eventId, people } = await fundraisingOf(3, 20); // 25 % at 5 km
    await logKm(t, people[0]!, eventId, 4);
    expect(await toldAfterwards(eventId)).toEqual({});

    await logKm(t, people[0]!, eventId, 2);
    expect(await toldAfterwards(eventId)).toEqual(everyone(people, ['25']));

    // 6 + 10 km = 80 %: two milestones at once.
    const big = await logKm(t, people[1]!, eventId, 10);
    expect(await toldAfterwards(eventId)).toEqual(everyone(people, ['25', '50', '75']));

    // Back to 30 % and up to 80 % again: nothing new.
    expect((await callAs(t, people[1]!, 'DELETE', `/api/activities/${big}`)).statusCode).toBe(200);
    await logKm(t, people[1]!, eventId, 10);
    const edited = await logKm(t, people[2]!, eventId, 1);
    expect(await toldAfterwards(eventId)).toEqual(everyone(people, ['25', '50', '75']));

    // An edit that grows the total to the cap: 100 %.
    const edit = await callAs(t, people[2]!, 'PATCH', `/api/activities/${edited}`, {
      distanceKm: 5,
    });
    expect(edit.statusCode).toBe(200);
    expect(await toldAfterwards(eventId)).toEqual(everyone(people, ['25', '50', '75', '100']));
  });

  it('tells each participant once when several activities cross a milestone at the same moment', async () => {
    const { eventId, people } = await fundraisingOf(6, 60); // 25 % at 15 km, 50 % at 30 km
    const created = await Promise.all(
      people.map((id) =>
        callAs(t, id, 'POST', '/api/activities', {
          eventId,
          date: dayFromToday(t),
          distanceKm: 5.5,
        }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual(people.map(() => 201));
    // 33 km: 55 %.
    expect(await toldAfterwards(eventId)).toEqual(everyone(people, ['25', '50']));
  });

  it('claims each milestone once when several processes check at the same moment', async () => {
    // 16 km logged before any check (as a process that stopped before checking leaves it).
    const { eventId, people } = await fundraisingOf(2, 10, { kmTenths: 80 });
    const claims = await Promise.all([1, 2, 3, 4, 5].map(() => checkMilestones(t.db, eventId)));
    expect(claims.flat().sort((a, b) => a - b)).toEqual([25, 50, 75, 100]);
    expect(await toldAfterwards(eventId)).toEqual(everyone(people, ['25', '50', '75', '100']));
  });

  it('tells nothing while a pledge has no cap: a percentage of an open end means nothing', async () => {
    const { eventId, people } = await fundraisingOf(2, 10);
    await addPledge(t, adminId, eventId, { sponsorName: 'Open end', ratePerKmMinor: 1 });
    await logKm(t, people[0]!, eventId, 12);
    expect(await toldAfterwards(eventId)).toEqual({});
    expect(await checkMilestones(t.db, eventId)).toEqual([]);
  });

  it('adds nothing when a check or an announcement runs twice', async () => {
    const { eventId, people } = await fundraisingOf(2, 20);
    await logKm(t, people[0]!, eventId, 11);
    expect(await toldAfterwards(eventId)).toEqual(everyone(people, ['25', '50']));
    expect(await checkMilestones(t.db, eventId)).toEqual([]);
    expect(await checkMilestones(t.db, eventId)).toEqual([]);

    const ctx = { ...t.app.deps, log: t.app.log };
    const job = {
      id: newId(),
      type: MILESTONE_JOB,
      payload: { eventId, percent: 50 },
      attempts: 1,
      maxAttempts: 5,
    };
    expect(await milestoneJob.run(ctx, job)).toBe('done');
    expect(await milestoneJob.run(ctx, job)).toBe('done');
    await t.db.transaction((tx) => enqueueJob(tx, MILESTONE_JOB, { eventId, percent: 25 }));
    worker.wake();
    expect(await toldAfterwards(eventId)).toEqual(everyone(people, ['25', '50']));

    // The announcement does tell whoever missed it (a step cut short by a crash).
    await t.db
      .delete(notifications)
      .where(and(eq(notifications.userId, people[1]!), eq(notifications.modelId, eventId)));
    expect(await milestoneJob.run(ctx, job)).toBe('done');
    expect(await toldAfterwards(eventId)).toEqual({
      [people[0]!]: ['25', '50'],
      [people[1]!]: ['50'],
    });
  });

  it.each(['DE', 'EN'] as const)(
    'pushes the milestone in the recipient’s language (%s)',
    async (language) => {
      const { eventId, people } = await fundraisingOf(1, 10, { language });
      const device = await subscribeDevice(t, service, people[0]!);
      await logKm(t, people[0]!, eventId, 3);
      const [push] = await waitForPushes(service, device);
      const [stored] = await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, people[0]!), eq(notifications.modelId, eventId)));
      expect(push!.message).toEqual({
        type: 1008,
        title:
          language === 'DE'
            ? '25 % der zugesagten Spenden erreicht'
            : '25 % of the pledged donations raised',
        body:
          language === 'DE'
            ? 'Tippen Sie, um den Spendenstand zu sehen.'
            : 'Tap to see the money raised.',
        url: `/#/progress?eventId=${eventId}`,
        tag: `notification-${stored!.id}`,
      });
    },
  );
});
