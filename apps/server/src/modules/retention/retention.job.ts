import type { FastifyBaseLogger } from 'fastify';
import { updateJobPayload } from '../../db/jobs';
import type { StartupDeps } from '../../platform/context';
import type { JobContext, JobHandler, StepResult } from '../../platform/jobs';
import * as repo from './retention.repository';
import {
  nextRunAt,
  RETENTION_BATCH,
  type RemovedCounts,
  removeBatch,
  retentionCategories,
} from './retention.service';

/**
 * The daily retention run (decision 093) on the job queue. One run is pending at any time
 * across every process: the start-up task queues one only when none is queued or running,
 * and a run queues the next (at RETENTION_HOUR of the next day, platform time zone) as its
 * last step, unless another is pending; both check under one advisory lock
 * (enqueueUnlessPending). A run given up after its last attempt queues the next as well.
 */

export const RETENTION_JOB = 'retention';

type RetentionPayload = {
  /** The moment the run counts back from, fixed by its first step. */
  now?: string;
  /** The category the next step works on. */
  category?: number;
  /** Rows removed so far, per category. */
  removed?: RemovedCounts;
};

/** Queues the next run after `now` unless one is pending besides `exceptId`. */
function scheduleNext(ctx: Pick<JobContext, 'db' | 'config'>, now: Date, exceptId: string | null) {
  const { timeZone, retention } = ctx.config;
  return repo.enqueueUnlessPending(
    ctx.db,
    RETENTION_JOB,
    nextRunAt(now, timeZone, retention.hour),
    exceptId,
  );
}

/**
 * One step deletes one batch of one category; the payload carries the run's moment, the
 * category in hand and the counts, so a run taken over after a crash goes on from there (a
 * batch repeated deletes what is left, which is the same work).
 */
export const retentionJob: JobHandler<RetentionPayload> = {
  type: RETENTION_JOB,
  async run(ctx, job): Promise<StepResult> {
    const now = job.payload.now ? new Date(job.payload.now) : ctx.clock.now();
    const category = job.payload.category ?? 0;
    const removed = { ...job.payload.removed };
    if (category >= retentionCategories.length) {
      ctx.log.info({ removed }, 'retention run finished');
      await scheduleNext(ctx, ctx.clock.now(), job.id);
      return 'done';
    }
    const count = await removeBatch(ctx, category, now);
    const name = retentionCategories[category]!.name;
    removed[name] = (removed[name] ?? 0) + count;
    const next: RetentionPayload = {
      now: now.toISOString(),
      category: count < RETENTION_BATCH ? category + 1 : category,
      removed,
    };
    if (await updateJobPayload(ctx.db, job.id, job.attempts, { ...next })) job.payload = next;
    return 'continue';
  },
  async onFailed(ctx) {
    await scheduleNext(ctx, ctx.clock.now(), null);
  },
};

/** At start, queues the next daily run when none is queued or running. */
export async function scheduleRetention(deps: StartupDeps, log: FastifyBaseLogger) {
  if (await scheduleNext(deps, new Date(), null)) log.info('queued the daily retention run');
}
