import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimJob, enqueueJob, findJob } from '../db/jobs';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { type JobHandler, type JobWorker, type JobWorkerOptions, startJobWorker } from './jobs';

/** The job queue (decision 037) on the database under test, PGlite or PostgreSQL. */

let t: TestApp;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobs);
});

function worker(handlers: JobHandler<never>[], opts: Partial<JobWorkerOptions> = {}): JobWorker {
  return startJobWorker({
    database: t.database,
    deps: { ...t.app.deps, log },
    handlers,
    pollMs: 20,
    retryBaseMs: 10,
    ...opts,
  });
}

/** A handler that records the payloads it ran, one step each. */
function recorder(type: string, seen: string[]): JobHandler<never> {
  return {
    type,
    async run(_ctx, job) {
      seen.push((job.payload as { n: string }).n);
      return 'done';
    },
  };
}

describe('the job queue', () => {
  it('runs a job enqueued in a transaction only once that transaction commits', async () => {
    const seen: string[] = [];
    const w = worker([recorder('rec', seen)]);
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'rec', { n: 'rolled back' });
        throw new Error('abort');
      })
      .catch(() => {});
    const id = await t.db.transaction((tx) => enqueueJob(tx, 'rec', { n: 'committed' }));
    await waitFor(async () => (await findJob(t.db, id))?.state === 'done', 'the job');
    await w.stop();
    expect(seen).toEqual(['committed']);
    expect(await t.db.select().from(jobs)).toHaveLength(1);
  });

  it('retries a failing job with backoff and gives it up after its attempts, with the last error', async () => {
    let runs = 0;
    const failedWith: string[] = [];
    const w = worker([
      {
        type: 'flaky',
        async run() {
          runs += 1;
          throw new Error(`failure ${runs}`);
        },
        async onFailed(_ctx, _job, error) {
          failedWith.push(error);
        },
      },
    ]);
    const id = await enqueueJob(t.db, 'flaky', {}, { maxAttempts: 3 });
    await waitFor(async () => (await findJob(t.db, id))?.state === 'failed', 'the job to fail');
    await w.stop();
    expect(runs).toBe(3);
    expect(await findJob(t.db, id)).toMatchObject({ attempts: 3, lastError: 'failure 3' });
    expect(failedWith).toEqual(['failure 3']);
  });

  it('runs a job that failed once on its next attempt', async () => {
    let runs = 0;
    const w = worker([
      {
        type: 'once-flaky',
        async run() {
          runs += 1;
          if (runs === 1) throw new Error('transient');
          return 'done';
        },
      },
    ]);
    const id = await enqueueJob(t.db, 'once-flaky', {});
    await waitFor(async () => (await findJob(t.db, id))?.state === 'done', 'the job');
    await w.stop();
    expect(await findJob(t.db, id)).toMatchObject({ attempts: 2, lastError: 'transient' });
  });

  it('lets the step in hand finish at shutdown and gives the job back for another worker', async () => {
    let steps = 0;
    let stopping: Promise<void> | undefined;
    let first: JobWorker | undefined;
    const stepper: JobHandler<never> = {
      type: 'steps',
      async run() {
        steps += 1;
        if (steps === 1) stopping = first!.stop();
        return steps >= 3 ? 'done' : 'continue';
      },
    };
    first = worker([stepper]);
    const id = await enqueueJob(t.db, 'steps', {});
    await waitFor(() => stopping !== undefined, 'the first step');
    await stopping;
    expect(steps).toBe(1);
    expect(await findJob(t.db, id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });

    const second = worker([stepper]);
    await waitFor(async () => (await findJob(t.db, id))?.state === 'done', 'the job');
    await second.stop();
    expect(steps).toBe(3);
  });

  it('gives a job whose lease keeps running out up after its attempts', async () => {
    const failed: string[] = [];
    const id = await enqueueJob(t.db, 'crashing', {}, { maxAttempts: 2 });
    // Two workers died holding it; their leases are over. (A lease that ran out a second ago:
    // one of 0 ms may still be running when the next statement reads the same clock tick.)
    for (const dead of ['dead-1', 'dead-2']) {
      expect(await claimJob(t.db, dead, -1000, ['crashing'])).toMatchObject({ id });
    }
    const w = worker([
      {
        type: 'crashing',
        run: async () => 'done',
        onFailed: async (_ctx, _job, error) => {
          failed.push(error);
        },
      },
    ]);
    await waitFor(async () => (await findJob(t.db, id))?.state === 'failed', 'the job to fail');
    await w.stop();
    expect(failed).toEqual(['lease ran out on every attempt']);
  });

  it('leaves jobs of types the worker does not run alone', async () => {
    const id = await enqueueJob(t.db, 'unknown-type', {});
    expect(await claimJob(t.db, 'w', 1000, ['rec'])).toBeUndefined();
    expect(await findJob(t.db, id)).toMatchObject({ state: 'queued' });
  });

  it('gives each job to one worker when several work the queue at once', async () => {
    const seen: string[] = [];
    const slow: JobHandler<never> = {
      type: 'slow',
      async run(_ctx, job) {
        seen.push((job.payload as { n: string }).n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return 'done';
      },
    };
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueueJob(t.db, 'slow', { n: String(i) }));
    const workers = [worker([slow]), worker([slow]), worker([slow])];
    await waitFor(
      async () =>
        (await t.db.select().from(jobs).where(eq(jobs.state, 'done'))).length === ids.length,
      'every job',
    );
    await Promise.all(workers.map((w) => w.stop()));
    expect([...seen].sort()).toEqual(ids.map((_, i) => String(i)).sort());
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'wakes a worker at once through NOTIFY on PostgreSQL, without waiting for a poll',
    async () => {
      const seen: string[] = [];
      const w = worker([recorder('rec', seen)], { pollMs: 60_000 });
      // The worker looks once when it starts (listening already); from then on only a
      // notification can wake it within the test's 5 s.
      const id = await t.db.transaction((tx) => enqueueJob(tx, 'rec', { n: 'woken' }));
      await waitFor(async () => (await findJob(t.db, id))?.state === 'done', 'the job', 5_000);
      await w.stop();
      expect(seen).toEqual(['woken']);
    },
  );
});
