import type { Db } from '../../db/client';
import { enqueueJob, updateJobPayload } from '../../db/jobs';
import type { JobContext, JobHandler, StepResult } from '../../platform/jobs';
import { namesSender } from '../../platform/person';
import { PushFailed, type PushOutcome } from '../../platform/push';
import { pushMessageFor } from './push.messages';
import * as repo from './push.repository';

/**
 * Pushing notifications to devices in the background (decision 039). Storing notifications
 * queues one job for those whose recipients have a subscription, in the same transaction,
 * listing each (notification, subscription) pair; a recipient without one costs the one
 * query that finds none. The worker sends PUSH_STEP pairs per step, PUSH_CONCURRENCY at a
 * time, and writes back what is left after each step, so a crash repeats at most one step's
 * pushes (the device replaces a repeat: same tag). 404 or 410 from the push service, or an
 * endpoint that is no longer allowed, deletes the subscription; any other failure keeps the
 * pair for a retry of the job with the queue's backoff once the other pairs are done.
 */

export const PUSH_JOB = 'push-delivery';
/**
 * Pushes per step: all in flight at once, so a step lasts one DNS lookup and one answer
 * (the sender gives up after 8 s), well within the job's 30 s lease.
 */
export const PUSH_STEP = 10;
/** Pushes in flight at once. */
export const PUSH_CONCURRENCY = 10;
/** Runs before a push that keeps failing is dropped: about two minutes of backoff. */
const PUSH_ATTEMPTS = 8;

type Pair = [notificationId: string, subscriptionId: string];

type PushPayload = {
  /** Pairs still to send in this run. */
  deliveries: Pair[];
  /** Pairs that failed in this run, sent again by the next. */
  failed?: Pair[];
};

/**
 * Queues the pushes of newly stored notifications; call in the transaction that stores
 * them. Nothing is queued when no recipient has a subscription.
 */
export async function queuePushes(
  db: Db,
  stored: Array<{ id: string; userId: string }>,
): Promise<void> {
  if (stored.length === 0) return;
  const subscriptions = await repo.findSubscriptionsOfUsers(db, [
    ...new Set(stored.map((n) => n.userId)),
  ]);
  if (subscriptions.length === 0) return;
  const deliveries = stored.flatMap((n) =>
    subscriptions.filter((s) => s.userId === n.userId).map((s): Pair => [n.id, s.id]),
  );
  await enqueueJob(db, PUSH_JOB, { deliveries } satisfies PushPayload, {
    maxAttempts: PUSH_ATTEMPTS,
  });
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** Sends the pushes of `pairs`; answers the pairs that failed for now. */
async function sendPairs(ctx: JobContext, pairs: Pair[]): Promise<Pair[]> {
  const push = ctx.push!;
  const rows = await repo.findDeliveries(ctx.db, pairs);
  const failed: Pair[] = [];
  await eachLimited(rows, PUSH_CONCURRENCY, async (row) => {
    // The push names the sender as the notification list does (decision 063).
    const senderName = namesSender(row.type, {
      activityShare: row.senderActivityShare,
      status: row.senderStatus,
    })
      ? row.senderName
      : null;
    const message = pushMessageFor({ ...row, id: row.notificationId, senderName }, row.language);
    let outcome: PushOutcome;
    try {
      outcome = await push.send(row, message);
    } catch (err) {
      if (!(err instanceof PushFailed)) throw err;
      ctx.log.warn(
        { subscriptionId: row.subscriptionId, status: err.status, err: err.message },
        'push failed; retrying later',
      );
      failed.push([row.notificationId, row.subscriptionId]);
      return;
    }
    if (outcome !== 'sent') {
      ctx.log.info({ subscriptionId: row.subscriptionId, outcome }, 'push subscription removed');
      await repo.deleteSubscription(ctx.db, row.subscriptionId);
    }
  });
  return failed;
}

/** The job type that sends pushes. */
export const pushJob: JobHandler<PushPayload> = {
  type: PUSH_JOB,
  async run(ctx, job): Promise<StepResult> {
    if (!ctx.push) {
      ctx.log.warn('no push sender configured; pushes dropped');
      return 'done';
    }
    const { deliveries, failed = [] } = job.payload;
    const chunk = deliveries.slice(0, PUSH_STEP);
    const stillFailed = [...failed, ...(await sendPairs(ctx, chunk))];
    const rest = deliveries.slice(PUSH_STEP);
    if (rest.length === 0 && stillFailed.length === 0) return 'done';
    // The pairs left: this run's rest first; when none is left, the failed ones for the
    // next run, which the queue starts after its backoff (the throw below).
    const next: PushPayload =
      rest.length > 0 ? { deliveries: rest, failed: stillFailed } : { deliveries: stillFailed };
    if (!(await updateJobPayload(ctx.db, job.id, job.attempts, { ...next }))) return 'continue';
    job.payload = next;
    if (rest.length > 0) return 'continue';
    throw new Error(`${stillFailed.length} push(es) failed; retrying`);
  },
  async onFailed(ctx, job) {
    ctx.log.error({ pushes: job.payload.deliveries.length }, 'pushes given up');
  },
};
