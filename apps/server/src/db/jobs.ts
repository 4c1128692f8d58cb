import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { newId } from './ids';
import { jobs } from './schema';

/**
 * The job queue's table operations (decision 037); the worker that runs them is
 * platform/jobs.ts. One implementation for PostgreSQL and PGlite: plain SQL with
 * `FOR UPDATE SKIP LOCKED` and a lease, so any number of processes can work one queue.
 */

/** The channel a new job is announced on; workers LISTEN there on PostgreSQL. */
export const JOBS_CHANNEL = 'cc_jobs';

/** A job as a worker holds it. */
export interface ClaimedJob {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  /** Times it has been taken, this time included. */
  attempts: number;
  maxAttempts: number;
}

export interface EnqueueOptions {
  /** Runs of the job before it is given up (failed); 5 unless told. */
  maxAttempts?: number;
  /** Not before this moment; now unless told. */
  runAt?: Date;
}

/**
 * Adds a job. Pass the caller's transaction: the job exists exactly when the change that
 * asks for it commits, and the NOTIFY that wakes the workers is delivered at that commit
 * too (PostgreSQL holds notifications of a transaction until it commits). Answers its id.
 */
export async function enqueueJob(
  db: Db,
  type: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<string> {
  const id = newId();
  await db.insert(jobs).values({
    id,
    type,
    payload,
    maxAttempts: opts.maxAttempts ?? 5,
    ...(opts.runAt ? { runAt: opts.runAt } : {}),
  });
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${type})`);
  return id;
}

/**
 * Takes the next due job of `types` for `workerId` under a lease of `leaseMs`: a queued job
 * whose time has come, or a running one whose lease ran out (its worker died). SKIP LOCKED
 * lets concurrent workers pass over the row another is taking, so each job goes to one.
 * Undefined when nothing is due.
 */
export async function claimJob(
  db: Db,
  workerId: string,
  leaseMs: number,
  types: string[],
): Promise<ClaimedJob | undefined> {
  if (types.length === 0) return undefined;
  const typeList = sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update ${jobs} set
      state = 'running',
      attempts = ${jobs.attempts} + 1,
      locked_until = now() + ${leaseMs} * interval '1 millisecond',
      locked_by = ${workerId}
    where ${jobs.id} = (
      select id from ${jobs}
      where type in (${typeList})
        and ((state = 'queued' and run_at <= now())
          or (state = 'running' and locked_until < now()))
      order by run_at, id
      limit 1
      for update skip locked)
    returning id, type, payload, attempts, max_attempts as "maxAttempts"`);
  const row = (result as unknown as { rows: ClaimedJob[] }).rows[0];
  return row && { ...row, attempts: Number(row.attempts), maxAttempts: Number(row.maxAttempts) };
}

/** The condition of a job this worker still holds. */
const heldBy = (id: string, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running'));

/**
 * Extends the lease of a job the worker holds; false when it no longer holds it (the lease
 * ran out and another worker took the job), in which case it must stop working on it.
 */
export async function extendLease(
  db: Db,
  id: string,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Replaces the payload of a running job with what is left of its work, so a retry or a
 * worker taking it over after a crash starts from there. `attempts` is the claim's count:
 * once another worker has taken the job (its lease ran out), the count has moved on and
 * this changes nothing. False then.
 */
export async function updateJobPayload(
  db: Db,
  id: string,
  attempts: number,
  payload: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ payload })
    .where(and(eq(jobs.id, id), eq(jobs.attempts, attempts), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks a held job done. */
export async function completeJob(db: Db, id: string, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'done', lockedUntil: null, lockedBy: null, finishedAt: sql`now()` })
    .where(heldBy(id, workerId));
}

/**
 * Gives a held job back without counting the run as an attempt (a worker shutting down
 * between two steps): another worker takes it at once.
 */
export async function releaseJob(db: Db, id: string, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedUntil: null,
      lockedBy: null,
      runAt: sql`now()`,
    })
    .where(heldBy(id, workerId));
}

/** Puts a held job that failed back in the queue, due again after `delayMs`. */
export async function retryJobLater(
  db: Db,
  id: string,
  workerId: string,
  error: string,
  delayMs: number,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: 'queued',
      lockedUntil: null,
      lockedBy: null,
      lastError: error,
      runAt: sql`now() + ${Math.round(delayMs)} * interval '1 millisecond'`,
    })
    .where(heldBy(id, workerId));
}

/** Gives a held job up: failed, with the last error. */
export async function failJob(db: Db, id: string, workerId: string, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: 'failed',
      lockedUntil: null,
      lockedBy: null,
      lastError: error,
      finishedAt: sql`now()`,
    })
    .where(heldBy(id, workerId));
}

/** A job's stored row (tests and diagnostics). */
export async function findJob(db: Db, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
