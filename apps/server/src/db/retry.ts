import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Logger } from 'pino';

/** Attempts a transaction (or single statement) gets before its conflict is surfaced. */
export const MAX_ATTEMPTS = 5;
/** Wait before the second attempt; it doubles for each further one (decision 023). */
const BASE_DELAY_MS = 10;

/**
 * SQLSTATEs of conflicts PostgreSQL resolves by failing one of the parties, which then
 * succeeds when it simply runs again: deadlock_detected and serialization_failure.
 */
const TRANSIENT_CODES = new Set(['40P01', '40001']);

/** How often this database had to run work again; read by tests and worth logging. */
export interface RetryStats {
  retries: number;
}

/**
 * Whether an error is a transient conflict. Drizzle wraps the driver's error, so the
 * SQLSTATE is on a cause (see fromDatabaseError in platform/error-handler.ts).
 */
export function isTransientConflict(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Jittered exponential backoff: about 10, 20, 40, 80 ms before attempts 2 to 5, each drawn
 * from the upper half of its range so the losers of one conflict do not collide again in
 * step, yet never retry at once.
 */
function backoffMs(failedAttempt: number): number {
  const ceiling = BASE_DELAY_MS * 2 ** (failedAttempt - 1);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * Runs `work` up to MAX_ATTEMPTS times while it fails with a transient conflict. `work`
 * must be safe to repeat: a whole transaction (rolled back before it is thrown here) or one
 * statement outside a transaction (which, having failed, changed nothing).
 */
export async function runWithRetry<T>(
  work: () => Promise<T>,
  stats: RetryStats,
  log?: Logger,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS || !isTransientConflict(err)) throw err;
      const delayMs = backoffMs(attempt);
      stats.retries += 1;
      log?.warn({ err, attempt, delayMs }, 'transient database conflict; running again');
      await sleep(delayMs);
    }
  }
}

/**
 * A database handle with Drizzle's `transaction(callback, config)` (client.ts's `Db`, of
 * either driver); only that method is used here, so this file needs nothing of client.ts.
 */
interface Transactional {
  transaction(...args: never[]): Promise<unknown>;
}

/**
 * Makes every top-level `db.transaction(...)` of this handle retry as a whole on a transient
 * conflict, so call sites need nothing of their own. Only the top level: a nested
 * `tx.transaction` (a savepoint) is a method of the transaction object and is left alone,
 * because inside a failed transaction only a run from BEGIN can succeed. Changes `db` itself
 * and answers it.
 */
export function retryTransactions<D extends Transactional>(
  db: D,
  stats: RetryStats,
  log?: Logger,
): D {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const retrying = (...args: unknown[]) => runWithRetry(() => transaction(...args), stats, log);
  return Object.assign(db, { transaction: retrying as unknown as D['transaction'] });
}

/**
 * Makes the pool's own `query` (the path of every statement Drizzle runs outside a
 * transaction) retry a single statement on a transient conflict: it ran in its own implicit
 * transaction, so a failed one changed nothing. Statements inside a transaction use a
 * checked-out client and are retried with their transaction instead. The callback form is
 * left as it is (nothing here uses it). Changes `pool` itself and answers it.
 */
export function retryStatements(pool: pg.Pool, stats: RetryStats, log?: Logger): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = (...args: unknown[]) =>
    typeof args.at(-1) === 'function'
      ? query(...args)
      : runWithRetry(() => query(...args), stats, log);
  return Object.assign(pool, { query: retrying as unknown as pg.Pool['query'] });
}
