import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  extendLease,
  failJob,
  JOBS_CHANNEL,
  releaseJob,
  retryJobLater,
} from '../db/jobs';
import type { Deps } from './context';

/**
 * Background jobs (decision 037). A job type is a handler that runs in steps: each call of
 * `run` does one bounded piece of work (a batch) and answers whether the job is done. The
 * worker renews the job's lease between steps and, when the process stops, gives the job
 * back after the step in hand, so a step is the unit that is either finished or not begun.
 * Steps must be safe to repeat: a step cut by a crash runs again on another worker.
 */

/** What a job step gets: the process's dependencies and a logger naming the job. */
export type JobContext = Omit<Deps, 'sessions'> & { log: FastifyBaseLogger };

/** The result of one step. */
export type StepResult = 'done' | 'continue';

/** One job type. */
export interface JobHandler<P = Record<string, unknown>> {
  type: string;
  /** Does one step of the job; throws to have the job retried later. */
  run(ctx: JobContext, job: ClaimedJob & { payload: P }): Promise<StepResult>;
  /** Called once when the job is given up after its last attempt. */
  onFailed?(ctx: JobContext, job: ClaimedJob & { payload: P }, error: string): Promise<void>;
}

export interface JobWorkerOptions {
  database: Database;
  deps: JobContext;
  handlers: JobHandler<never>[];
  /** Names this worker in `jobs.locked_by`; host, process and a random part unless told. */
  workerId?: string;
  /** How long a claim holds without renewal; a step must finish within it. 30 s. */
  leaseMs?: number;
  /** How often to look for due jobs when nothing wakes the worker. 1 s. */
  pollMs?: number;
  /** Delay before the second attempt of a failed job; doubles per attempt, at most 5 min. 1 s. */
  retryBaseMs?: number;
}

export interface JobWorker {
  readonly workerId: string;
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  /**
   * Stops claiming, lets the step in hand finish and gives its job back; settles when the
   * worker is idle and its listener closed.
   */
  stop(): Promise<void>;
}

const LONGEST_RETRY_MS = 5 * 60_000;

/** The wait before attempt `attempts + 1` of a failed job: doubling, jittered, capped. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, baseMs * 2 ** (attempts - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * Starts one worker on the queue: it takes due jobs of the given handlers one at a time.
 * On PostgreSQL it listens on the jobs channel (db/pg-listener.ts) and wakes as soon as a
 * job is committed; polling every `pollMs` finds the rest (jobs due after a backoff, leases
 * that ran out, and everything on PGlite, which has no second process to hear from).
 */
export function startJobWorker(opts: JobWorkerOptions): JobWorker {
  const { database, deps } = opts;
  const log = deps.log;
  const workerId = opts.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = opts.leaseMs ?? 30_000;
  const pollMs = opts.pollMs ?? 1_000;
  const retryBaseMs = opts.retryBaseMs ?? 1_000;
  const handlers = new Map(opts.handlers.map((h) => [h.type, h as unknown as JobHandler]));
  const types = [...handlers.keys()];

  let stopping = false;
  let woken = false;
  let wakeSleeper: (() => void) | undefined;
  const wake = () => {
    woken = true;
    wakeSleeper?.();
  };
  const listener = database.listen?.(JOBS_CHANNEL, {
    onMessage: wake,
    onLost: () => {},
    onListening: wake,
  });

  /** Waits for a wake-up or the next poll. */
  async function idle() {
    if (woken) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wakeSleeper = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    wakeSleeper = undefined;
  }

  async function runJob(job: ClaimedJob) {
    const handler = handlers.get(job.type)!;
    const ctx: JobContext = { ...deps, log: log.child({ jobId: job.id, jobType: job.type }) };
    if (job.attempts > job.maxAttempts) {
      // Taken again after its lease ran out as often as it may run: its steps keep killing
      // the process (or it keeps overrunning the lease), so it is given up.
      deps.metrics?.countJobFailure(job.type, 'given_up');
      await giveUp(handler, ctx, job, 'lease ran out on every attempt');
      return;
    }
    for (;;) {
      let result: StepResult;
      try {
        result = await handler.run(ctx, job);
      } catch (err) {
        const message = (err as Error)?.message ?? String(err);
        if (job.attempts >= job.maxAttempts) {
          ctx.log.error({ err, attempts: job.attempts }, 'job failed for good');
          deps.metrics?.countJobFailure(job.type, 'given_up');
          await giveUp(handler, ctx, job, message);
        } else {
          deps.metrics?.countJobFailure(job.type, 'retried');
          const delay = retryDelayMs(job.attempts, retryBaseMs);
          ctx.log.warn({ err, attempts: job.attempts, delay }, 'job step failed; retrying later');
          await retryJobLater(database.db, job.id, workerId, message, delay);
        }
        return;
      }
      if (result === 'done') {
        await completeJob(database.db, job.id, workerId);
        return;
      }
      if (stopping) {
        await releaseJob(database.db, job.id, workerId);
        ctx.log.info('job given back at shutdown');
        return;
      }
      if (!(await extendLease(database.db, job.id, workerId, leaseMs))) {
        ctx.log.warn('job lease lost to another worker; leaving the job to it');
        return;
      }
    }
  }

  async function giveUp(handler: JobHandler, ctx: JobContext, job: ClaimedJob, error: string) {
    await failJob(database.db, job.id, workerId, error);
    await handler.onFailed?.(ctx, job, error);
  }

  async function loop() {
    await listener?.started;
    while (!stopping) {
      woken = false;
      try {
        const job = await claimJob(database.db, workerId, leaseMs, types);
        if (job) {
          await runJob(job);
          continue;
        }
      } catch (err) {
        // The database is away, or a queue statement failed: the job (if any) stays leased
        // and is taken again when its lease runs out.
        log.error({ err }, 'job worker could not work the queue');
      }
      if (!stopping) await idle();
    }
  }

  const running = loop();
  return {
    workerId,
    wake,
    async stop() {
      stopping = true;
      wake();
      await running;
      await listener?.close();
    },
  };
}
