import { and, eq, inArray } from 'drizzle-orm';
import { jobs, notifications, pushSubscriptions } from '../../db/schema';
import { type JobWorker, startJobWorker } from '../../platform/jobs';
import { buildActivity, buildEvent, buildUser } from '../../test/factories';
import type { TestPushService, TestSubscription } from '../../test/push-endpoint';
import { callAs } from '../../test/requests';
import { dayFromToday, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { communicationJobs } from '../communications';
import { pushJobs } from './index';
import { PUSH_JOB } from './push.delivery';

/** A job worker for pushes and the communications that cause them, polling often. */
export function startPushWorker(t: TestApp): JobWorker {
  return startJobWorker({
    database: t.database,
    deps: { ...t.app.deps, log: t.app.log },
    handlers: [...pushJobs, ...communicationJobs],
    pollMs: 20,
    retryBaseMs: 10,
  });
}

/** Subscribes a new device of the test push service for `userId` through the API. */
export async function subscribeDevice(
  t: TestApp,
  service: TestPushService,
  userId: string,
): Promise<TestSubscription> {
  const sub = service.subscribe();
  const res = await callAs(t, userId, 'POST', '/api/subscribe', sub);
  if (res.statusCode !== 200) throw new Error(`subscribe answered ${res.statusCode}`);
  return sub;
}

/** Waits until `count` pushes reached the device, then answers them. */
export async function waitForPushes(service: TestPushService, sub: TestSubscription, count = 1) {
  await waitFor(() => service.pushesTo(sub.id).length >= count, `${count} push(es) to ${sub.id}`);
  return service.pushesTo(sub.id);
}

/** The push jobs in the queue, any state. */
export function pushJobRows(t: TestApp) {
  return t.db.select().from(jobs).where(eq(jobs.type, PUSH_JOB));
}

/** Waits until no push job is queued or running. */
export async function waitForPushQueueEmpty(t: TestApp) {
  await waitFor(
    async () =>
      (
        await t.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.type, PUSH_JOB), inArray(jobs.state, ['queued', 'running'])))
      ).length === 0,
    'no push job left',
  );
}

/** Whether the subscription of `endpoint` is still stored. */
export async function isSubscribed(t: TestApp, endpoint: string) {
  const rows = await t.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return rows.length > 0;
}

/** The id of `userId`'s only notification of `type`. */
export async function notificationIdOf(t: TestApp, userId: string, type: number) {
  const rows = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  if (rows.length !== 1) throw new Error(`${rows.length} notifications of type ${type}`);
  return rows[0]!.id;
}

/** A post of today in a running event by a new participant speaking `language`, all public. */
export async function publicPostBy(t: TestApp, language: 'DE' | 'EN') {
  const event = await buildEvent(t.db, dayFromToday(t));
  const owner = await buildUser(t.db, {
    language,
    activityShare: 'Public',
    activityViewPhotoAndComment: 'Public',
  });
  const activityId = await buildActivity(t.db, {
    date: dayFromToday(t),
    eventId: event.id,
    userId: owner.id,
  });
  return { owner, activityId };
}
