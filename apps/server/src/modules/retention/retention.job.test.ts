import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, completeJob, findJob } from '../../db/jobs';
import { jobs, rateLimits } from '../../db/schema';
import { type JobContext, startJobWorker } from '../../platform/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { RETENTION_JOB, retentionJob, scheduleRetention } from './retention.job';
import { findPendingJobs } from './retention.repository';
import { nextRunAt } from './retention.service';

/**
 * The daily run's schedule (decision 093): exactly one retention job is pending whatever
 * the number of processes that start, and a run leaves exactly one, due the next day.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pending = () => findPendingJobs(t.db, RETENTION_JOB);

/** Takes the due retention job and runs its steps as the worker does, until it is done. */
async function runDueJob() {
  const job = await claimJob(t.db, 'test-worker', 30_000, [RETENTION_JOB]);
  if (!job) throw new Error('no retention job due');
  const ctx: JobContext = { ...t.app.deps, log: t.app.log };
  let steps = 1;
  while ((await retentionJob.run(ctx, job as never)) === 'continue') steps += 1;
  await completeJob(t.db, job.id, 'test-worker');
  return { id: job.id, steps };
}

describe('the retention schedule', () => {
  it('leaves one pending run after two start-ups, one after the other and at once', async () => {
    await scheduleRetention(t.app.deps, t.app.log);
    await scheduleRetention(t.app.deps, t.app.log);
    expect(await pending()).toHaveLength(1);
    // Processes starting together (several rounds, for the race to show on PostgreSQL).
    for (let round = 0; round < 5; round++) {
      await t.db.delete(jobs).where(eq(jobs.type, RETENTION_JOB));
      await Promise.all(Array.from({ length: 8 }, () => scheduleRetention(t.app.deps, t.app.log)));
      expect(await pending()).toHaveLength(1);
    }
    const [only, ...others] = await pending();
    expect(others).toEqual([]);
    expect(only).toMatchObject({ state: 'queued' });
    expect(only!.runAt.getTime()).toBe(nextRunAt(new Date(), 'Europe/Berlin', 3).getTime());
  });

  it('runs every category and leaves exactly one pending run, due the next day', async () => {
    const [queued] = await pending();
    await t.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, queued!.id));
    const ended = { key: `test:${queued!.id}`, hits: 1, resetsAt: new Date(Date.now() - 60_000) };
    await t.db.insert(rateLimits).values(ended);

    const run = await runDueJob();

    expect(run.id).toBe(queued!.id);
    expect(await findJob(t.db, run.id)).toMatchObject({
      state: 'done',
      payload: { removed: { rateLimits: 1 } },
    });
    const [next, ...others] = await pending();
    expect(others).toEqual([]);
    expect(next).toMatchObject({ state: 'queued' });
    expect(next!.id).not.toBe(run.id);
    expect(next!.runAt.getTime()).toBe(nextRunAt(new Date(), 'Europe/Berlin', 3).getTime());
    // A start-up after the run adds nothing.
    await scheduleRetention(t.app.deps, t.app.log);
    expect(await pending()).toHaveLength(1);
  });

  it('works a large backlog on the worker in batches, one step each, and queues the next run', async () => {
    await t.db.execute(sql`
      insert into ${rateLimits} (key, hits, resets_at)
      select 'bulk:' || g, 1, now() - interval '1 hour' from generate_series(1, 11000) g`);
    const [queued] = await pending();
    await t.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, queued!.id));
    const steps: string[] = [];
    const observed: typeof retentionJob = {
      ...retentionJob,
      run: async (ctx, job) => {
        steps.push(JSON.stringify(job.payload));
        return retentionJob.run(ctx, job);
      },
    };
    const worker = startJobWorker({
      database: t.database,
      deps: { ...t.app.deps, log: t.app.log },
      handlers: [observed as never],
      pollMs: 20,
    });
    await waitFor(async () => (await findJob(t.db, queued!.id))?.state === 'done', 'the run');
    await worker.stop();

    expect((await findJob(t.db, queued!.id))?.payload).toMatchObject({
      removed: { rateLimits: 11000 },
    });
    // Three batches of rate limits (5,000, 5,000, 1,000), one step each.
    expect(steps.filter((p) => p.includes('"category":5'))).toHaveLength(3);
    expect(await t.db.select().from(rateLimits).where(like(rateLimits.key, 'bulk:%'))).toEqual([]);
    const [next, ...others] = await pending();
    expect(others).toEqual([]);
    expect(next!.id).not.toBe(queued!.id);
  });

  it('queues the next run when a run is given up', async () => {
    const [queued] = await pending();
    await t.db.delete(jobs).where(eq(jobs.id, queued!.id));
    const ctx: JobContext = { ...t.app.deps, log: t.app.log };
    await retentionJob.onFailed!(ctx, {} as never, 'database away');
    expect(await pending()).toHaveLength(1);
  });
});

describe('the time of the next run', () => {
  it('is the hour in the platform time zone today, or tomorrow once it has passed', () => {
    // 03:00 in Berlin is 01:00 UTC in summer and 02:00 UTC in winter.
    expect(nextRunAt(new Date('2026-06-15T00:59:59Z'), 'Europe/Berlin', 3)).toEqual(
      new Date('2026-06-15T01:00:00Z'),
    );
    expect(nextRunAt(new Date('2026-06-15T01:00:00Z'), 'Europe/Berlin', 3)).toEqual(
      new Date('2026-06-16T01:00:00Z'),
    );
    expect(nextRunAt(new Date('2026-12-31T23:30:00Z'), 'Europe/Berlin', 3)).toEqual(
      new Date('2027-01-01T02:00:00Z'),
    );
    expect(nextRunAt(new Date('2026-06-15T12:00:00Z'), 'America/New_York', 0)).toEqual(
      new Date('2026-06-16T04:00:00Z'),
    );
  });
});
