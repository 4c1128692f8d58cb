import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { notifications, pushSubscriptions } from '../../db/schema';
import type { JobWorker } from '../../platform/jobs';
import { buildUser } from '../../test/factories';
import { startTestPushService, type TestPushService } from '../../test/push-endpoint';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { PUSH_STEP } from './push.delivery';
import {
  isSubscribed,
  publicPostBy,
  pushJobRows,
  startPushWorker,
  subscribeDevice,
  waitForPushes,
  waitForPushQueueEmpty,
} from './push.test-support';

/**
 * How pushes travel (decision 039): queued with the notification, sent by the worker
 * after the request has answered; 404 and 410 forget the subscription; a device whose push
 * service fails is retried by the queue while the others get theirs at once.
 */

let t: TestApp;
let service: TestPushService;
let worker: JobWorker | undefined;
beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
  service = await startTestPushService();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});
afterAll(async () => {
  await service.close();
  await t.close();
});

/** A like on a new post of a new owner by a new fan; answers the owner and the answer. */
async function likeNewPost(opts: { devices?: number } = {}) {
  const { owner, activityId } = await publicPostBy(t, 'EN');
  const devices = [];
  for (let i = 0; i < (opts.devices ?? 1); i += 1) {
    devices.push(await subscribeDevice(t, service, owner.id));
  }
  const fan = await buildUser(t.db);
  const res = await callAs(t, fan.id, 'POST', '/api/likes/like', { activityId });
  expect(res.statusCode).toBe(200);
  return { owner, devices, activityId };
}

describe('push delivery', () => {
  it('answers the like before any push is sent: the push comes from the worker', async () => {
    const jobsBefore = (await pushJobRows(t)).length;
    const { devices } = await likeNewPost();
    // No worker runs yet: the like is stored and answered, its push only queued.
    expect(service.pushesTo(devices[0]!.id)).toEqual([]);
    const queued = (await pushJobRows(t)).slice(jobsBefore);
    expect(queued.map((j) => j.state)).toEqual(['queued']);

    worker = startPushWorker(t);
    const [push] = await waitForPushes(service, devices[0]!);
    expect(push!.message.type).toBe(1002);
    await waitForPushQueueEmpty(t);
  });

  it('queues nothing for a recipient without a subscription', async () => {
    const jobsBefore = (await pushJobRows(t)).length;
    const { owner, activityId } = await publicPostBy(t, 'DE');
    const fan = await buildUser(t.db);
    await callAs(t, fan.id, 'POST', '/api/likes/like', { activityId });
    const stored = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(stored.map((n) => n.type)).toEqual([1002]);
    expect(await pushJobRows(t)).toHaveLength(jobsBefore);
  });

  it('pushes to every device of the recipient, more than one step of them', async () => {
    worker = startPushWorker(t);
    const { devices } = await likeNewPost({ devices: PUSH_STEP + 5 });
    for (const device of devices) await waitForPushes(service, device);
    await waitForPushQueueEmpty(t);
    expect(devices.map((d) => service.pushesTo(d.id).length)).toEqual(devices.map(() => 1));
  });

  it('forgets a subscription the push service answers 410 or 404 for', async () => {
    worker = startPushWorker(t);
    const { owner, activityId } = await publicPostBy(t, 'EN');
    const [gone, unknown, fine] = [
      await subscribeDevice(t, service, owner.id),
      await subscribeDevice(t, service, owner.id),
      await subscribeDevice(t, service, owner.id),
    ];
    service.answer(gone.id, 410);
    service.answer(unknown.id, 404);
    await callAs(t, (await buildUser(t.db)).id, 'POST', '/api/likes/like', { activityId });
    await waitForPushes(service, fine);
    await waitForPushQueueEmpty(t);
    expect(await isSubscribed(t, gone.endpoint)).toBe(false);
    expect(await isSubscribed(t, unknown.endpoint)).toBe(false);
    expect(await isSubscribed(t, fine.endpoint)).toBe(true);
    const jobs = await pushJobRows(t);
    expect(jobs.at(-1)?.state).toBe('done');
  });

  it('retries a failing push service through the queue without holding up the others', async () => {
    worker = startPushWorker(t);
    const { owner, activityId } = await publicPostBy(t, 'EN');
    const failing = await subscribeDevice(t, service, owner.id);
    const healthy = await subscribeDevice(t, service, owner.id);
    service.answer(failing.id, 500, 503);
    await callAs(t, (await buildUser(t.db)).id, 'POST', '/api/likes/like', { activityId });

    await waitForPushes(service, healthy);
    const [late] = await waitForPushes(service, failing);
    await waitForPushQueueEmpty(t);
    expect(late!.message.type).toBe(1002);
    // Once each: the healthy device is not sent the push again when the failing one retries.
    expect(service.pushesTo(healthy.id)).toHaveLength(1);
    expect(service.pushesTo(failing.id)).toHaveLength(1);
    const job = (await pushJobRows(t)).at(-1)!;
    expect(job).toMatchObject({ state: 'done', attempts: 3 });
    expect(await isSubscribed(t, failing.endpoint)).toBe(true);
  });

  it('refuses at send time an endpoint that is no longer allowed, and forgets it', async () => {
    worker = startPushWorker(t);
    const { owner, activityId } = await publicPostBy(t, 'EN');
    const allowed = await subscribeDevice(t, service, owner.id);
    // As if its host had come to resolve to the private network after it was stored.
    const endpoint = 'https://10.20.30.40/push/rebound';
    await t.db.insert(pushSubscriptions).values({
      id: newId(),
      userId: owner.id,
      endpoint,
      p256dh: allowed.keys.p256dh,
      auth: allowed.keys.auth,
    });
    await callAs(t, (await buildUser(t.db)).id, 'POST', '/api/likes/like', { activityId });
    await waitForPushes(service, allowed);
    await waitFor(async () => !(await isSubscribed(t, endpoint)), 'the refused endpoint removed');
    await waitForPushQueueEmpty(t);
    expect((await pushJobRows(t)).at(-1)?.state).toBe('done');
  });

  it('does not push the first account a subscription that moved to another since', async () => {
    const { owner, activityId } = await publicPostBy(t, 'EN');
    const device = await subscribeDevice(t, service, owner.id);
    await callAs(t, (await buildUser(t.db)).id, 'POST', '/api/likes/like', { activityId });
    // Queued for the owner; before the worker runs, another account signs in on the device.
    const next = await buildUser(t.db);
    expect((await callAs(t, next.id, 'POST', '/api/subscribe', device)).statusCode).toBe(200);
    worker = startPushWorker(t);
    await waitForPushQueueEmpty(t);
    expect(service.pushesTo(device.id)).toEqual([]);
  });
});
