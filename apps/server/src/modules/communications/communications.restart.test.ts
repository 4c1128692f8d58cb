import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import type { JobWorker } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { buildAdmin, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { deliveryJobWith } from './communications.delivery';
import {
  afterEachStep,
  communicationBody,
  countByUser,
  notificationsOf,
  reloadCommunication,
  sendCommunication,
  startTestWorker,
  waitForStatus,
} from './communications.test-support';

/**
 * Exactly once across workers (issue 11): a worker that stops or dies in the middle of a
 * communication leaves it to the next, and every recipient ends with one notification.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
let recipients: string[];
const small = deliveryJobWith({ notification: 10, mail: 3 });

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
  recipients = [];
  for (let i = 0; i < 25; i++) recipients.push((await buildUser(t.db)).id);
});
afterAll(() => t.close());

// Each test leaves no job behind for the next one's workers.
beforeEach(async () => {
  await t.db.delete(jobs);
});

async function queue(body: object = communicationBody({ type: 'user', data: recipients })) {
  const res = await sendCommunication(t, admin.id, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

/** Every recipient has exactly one notification, and the counts say 25. */
async function expectEachOnce(id: string) {
  const got = countByUser(await notificationsOf(t, id));
  expect([...got.keys()].sort()).toEqual([...recipients].sort());
  expect([...got.values()].every((n) => n === 1)).toBe(true);
  expect(await reloadCommunication(t, id)).toMatchObject({
    status: 'sent',
    sentCount: 25,
    failedCount: 0,
    totalCount: 25,
  });
}

describe('a communication across worker restarts', () => {
  it('continues where a stopped worker left off, notifying each recipient once', async () => {
    const id = await queue();
    let first: JobWorker | undefined;
    let stopped: Promise<void> | undefined;
    // Step 1 lists the recipients, step 2 notifies the first batch; then the process stops.
    first = startTestWorker(t, {
      handlers: [
        afterEachStep(small, (step) => {
          if (step === 2) stopped = first!.stop();
        }) as never,
      ],
    });
    await waitFor(() => stopped !== undefined, 'the first worker to stop');
    await stopped;

    const midway = await reloadCommunication(t, id);
    expect(midway).toMatchObject({ status: 'sending', sentCount: 10, totalCount: 25 });
    expect(await notificationsOf(t, id)).toHaveLength(10);
    const [job] = await t.db.select().from(jobs);
    expect(job).toMatchObject({ state: 'queued', lockedBy: null, attempts: 0 });

    const second = startTestWorker(t, { handlers: [small as never] });
    await waitForStatus(t, id);
    await second.stop();
    await expectEachOnce(id);
  });

  it('takes over the job of a worker that died once its lease has run out', async () => {
    const id = await queue();
    let release: () => void = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    let dead = false;
    // After its first batch the worker's process "dies": its step never returns, so its
    // lease is never renewed.
    const dying = startTestWorker(t, {
      leaseMs: 300,
      workerId: 'dying',
      handlers: [
        afterEachStep(small, async (step) => {
          if (step === 2) {
            dead = true;
            await hung;
          }
        }) as never,
      ],
    });
    await waitFor(() => dead, 'the first batch');
    expect((await notificationsOf(t, id)).length).toBe(10);

    const successor = startTestWorker(t, { workerId: 'successor', handlers: [small as never] });
    await waitForStatus(t, id);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.type, small.type));
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    await expectEachOnce(id);

    // The dead worker comes back: its lease is gone, so it leaves the job alone.
    release();
    await dying.stop();
    await successor.stop();
    await expectEachOnce(id);
  });

  it('mails each recipient once when the worker stops between two batches', async () => {
    const id = await queue(
      communicationBody({ select: 'email', type: 'user', data: recipients.slice(0, 7) }),
    );
    let first: JobWorker | undefined;
    let stopped: Promise<void> | undefined;
    first = startTestWorker(t, {
      handlers: [
        afterEachStep(small, (step) => {
          if (step === 2) stopped = first!.stop();
        }) as never,
      ],
    });
    await waitFor(() => stopped !== undefined, 'the first worker to stop');
    await stopped;
    expect(await reloadCommunication(t, id)).toMatchObject({ sentCount: 3, totalCount: 7 });

    const second = startTestWorker(t, { handlers: [small as never] });
    const done = await waitForStatus(t, id);
    await second.stop();
    expect(done).toMatchObject({ sentCount: 7, failedCount: 0, totalCount: 7 });
    const mailed = t.smtp.mails.filter((m) => m.subject === 'Half-time news').map((m) => m.to);
    expect(mailed).toHaveLength(7);
    expect(new Set(mailed).size).toBe(7);
  });

  it('counts addresses the mailer refuses as failed, and fails a communication nobody received', async () => {
    const refusing: Mailer = {
      send: async () => {
        throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
      },
      close: () => {},
    };
    const id = await queue(
      communicationBody({
        select: 'email',
        type: 'email',
        data: ['a@example.org', 'b@example.org'],
      }),
    );
    const worker = startTestWorker(t, { handlers: [small as never], mailer: refusing });
    const done = await waitForStatus(t, id, 'failed');
    await worker.stop();
    expect(done).toMatchObject({ sentCount: 0, failedCount: 2, totalCount: 2 });
  });

  it('retries while the mail server is unreachable, and sends each mail once it is back', async () => {
    let down = 2;
    const flaky: Mailer = {
      send: async (mail) => {
        if (down > 0) {
          down -= 1;
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        }
        await t.app.deps.mailer.send(mail);
      },
      close: () => {},
    };
    const id = await queue(
      communicationBody({
        name: 'Back online',
        select: 'email',
        type: 'email',
        data: ['c@example.org', 'd@example.org'],
      }),
    );
    const worker = startTestWorker(t, { handlers: [small as never], mailer: flaky });
    const done = await waitForStatus(t, id);
    await worker.stop();
    expect(done).toMatchObject({ status: 'sent', sentCount: 2, failedCount: 0, totalCount: 2 });
    const mailed = t.smtp.mails.filter((m) => m.subject === 'Back online').map((m) => m.to);
    expect(mailed.sort()).toEqual(['c@example.org', 'd@example.org']);
  });

  it('stops sending a communication deleted while it is sent; what was delivered stays', async () => {
    const id = await queue();
    let deleted = false;
    const worker = startTestWorker(t, {
      handlers: [
        afterEachStep(small, async (step) => {
          if (step === 2) {
            const res = await callAs(t, admin.id, 'DELETE', `/api/communications/${id}`);
            deleted = res.statusCode === 200;
          }
        }) as never,
      ],
    });
    await waitFor(() => deleted, 'the delete');
    await waitFor(
      async () => (await t.db.select().from(jobs))[0]?.state === 'done',
      'the job to finish',
    );
    await worker.stop();
    expect(await notificationsOf(t, id)).toHaveLength(10);
  });
});
