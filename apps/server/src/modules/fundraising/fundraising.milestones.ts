import { reachedMilestones } from '@cc/shared/fundraising/fundraising.money';
import { NotificationType } from '@cc/shared/notifications/notifications.constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../db/jobs';
import type { JobHandler, StepResult } from '../../platform/jobs';
import { createNotifications } from '../notifications';
import * as repo from './fundraising.repository';
import { computeLiveFigures } from './fundraising.service';

/**
 * Milestones of the money raised (decision 070): when it crosses 25, 50, 75 and 100 % of
 * the total of caps, every participant of the event gets one notification of type 1008
 * (message = the percent, modelId = the event), pushed like the others. The milestone row
 * is claimed (INSERT ... ON CONFLICT DO NOTHING) in the transaction that queues its
 * announcement, so whichever request or process sees the crossing first tells it, once;
 * the announcement runs as a job in batches, and notifications_once_per_milestone_idx
 * makes a batch that runs twice add nothing.
 */

export const MILESTONE_JOB = 'fundraising-milestone';
/** Participants notified per step. */
export const MILESTONE_BATCH = 1_000;

interface MilestonePayload {
  eventId: string;
  percent: number;
}

/**
 * Claims the milestones the event's money raised has reached and not yet announced, and
 * queues their announcement; answers the ones this call claimed.
 */
export async function checkMilestones(db: Db, eventId: string): Promise<number[]> {
  const cause = await repo.findFundraising(db, eventId);
  if (!cause || cause.settledAt) return [];
  const live = await computeLiveFigures(db, eventId);
  const reached = reachedMilestones(live.raisedMinor, live.capTotalMinor);
  if (reached.length === 0) return [];
  const told = new Set(await repo.findReachedMilestones(db, eventId));
  const fresh = reached.filter((m) => !told.has(m));
  if (fresh.length === 0) return [];
  return db.transaction(async (tx) => {
    const claimed = await repo.claimMilestones(tx, eventId, fresh);
    for (const percent of claimed) {
      await enqueueJob(tx, MILESTONE_JOB, { eventId, percent } satisfies MilestonePayload);
    }
    return claimed;
  });
}

/** The job that tells an event's participants of a milestone, a batch per step. */
export const milestoneJob: JobHandler<MilestonePayload> = {
  type: MILESTONE_JOB,
  async run(ctx, job): Promise<StepResult> {
    const { eventId, percent } = job.payload;
    const batch = await repo.findUntoldParticipants(ctx.db, eventId, percent, MILESTONE_BATCH);
    if (batch.length === 0) return 'done';
    await ctx.db.transaction((tx) =>
      createNotifications(
        tx,
        batch.map(({ userId }) => ({
          userId,
          type: NotificationType.FUNDRAISING_MILESTONE,
          message: String(percent),
          modelId: eventId,
        })),
      ),
    );
    return batch.length < MILESTONE_BATCH ? 'done' : 'continue';
  },
};

/** A check of one event running in this process, and whether another was asked since. */
interface RunningCheck {
  done: Promise<void>;
  again: boolean;
}

const running = new Map<string, RunningCheck>();

/**
 * The least time between two checks of one event in one process while activities keep
 * coming: each check is a full read of the pledges, and a milestone told a second later is
 * still told once (bench:activities: one check per four creates cost a quarter of them).
 */
export const MILESTONE_CHECK_INTERVAL_MS = 1_000;

/**
 * Checks the event's milestones after the response, off the activity's request: a create or
 * edit only asks for a check. The first ask of a quiet event runs at once; asks while a
 * check runs fold into one more, started no sooner than MILESTONE_CHECK_INTERVAL_MS after
 * the last. What is told stays exactly once whatever runs where (the claimed row).
 */
export function scheduleMilestoneCheck(db: Db, log: FastifyBaseLogger, eventId: string): void {
  const current = running.get(eventId);
  if (current) {
    current.again = true;
    return;
  }
  const state: RunningCheck = { done: Promise.resolve(), again: true };
  state.done = (async () => {
    // Let the request answer first.
    await new Promise((resolve) => setImmediate(resolve));
    let lastStart = 0;
    while (state.again) {
      state.again = false;
      const wait = lastStart + MILESTONE_CHECK_INTERVAL_MS - Date.now();
      if (lastStart > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = Date.now();
      try {
        await checkMilestones(db, eventId);
      } catch (err) {
        log.warn({ err, eventId }, 'fundraising milestone check failed');
      }
    }
    running.delete(eventId);
  })();
  running.set(eventId, state);
}

/** Resolves once every milestone check of this process has finished (tests, shutdown). */
export async function milestoneChecksSettled(): Promise<void> {
  while (running.size > 0) {
    await Promise.all([...running.values()].map((r) => r.done));
  }
}
