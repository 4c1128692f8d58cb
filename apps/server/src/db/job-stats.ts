import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { jobs } from './schema';

/** The queue of one job type as every process sees it (metrics, decision 094). */
export interface JobTypeStats {
  type: string;
  /** Queued and due now, or running under a lease that ran out: waiting for a worker. */
  due: number;
  /** Queued for later (a first run at a set time, or a retry after its backoff). */
  scheduled: number;
  /** Running under a live lease. */
  running: number;
  /** Seconds since the oldest due job became due; 0 when none is due. */
  oldestDueSeconds: number;
}

/**
 * Counts the unfinished jobs by type, read from the table so that every process answers
 * the same: the partial indexes on queued and running rows keep it cheap however many
 * finished rows the table holds.
 */
export async function findJobTypeStats(db: Db): Promise<JobTypeStats[]> {
  const isDue = sql`((${jobs.state} = 'queued' and ${jobs.runAt} <= now())
    or (${jobs.state} = 'running' and ${jobs.lockedUntil} < now()))`;
  const result = await db.execute(sql`
    select ${jobs.type} as type,
      count(*) filter (where ${isDue})::int as due,
      count(*) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} > now())::int as scheduled,
      count(*) filter (where ${jobs.state} = 'running' and ${jobs.lockedUntil} >= now())::int
        as running,
      coalesce(extract(epoch from now() - min(
        case when ${jobs.state} = 'queued' then ${jobs.runAt} else ${jobs.lockedUntil} end
      ) filter (where ${isDue})), 0)::float8 as "oldestDueSeconds"
    from ${jobs}
    where ${jobs.state} in ('queued', 'running')
    group by ${jobs.type}`);
  const rows = (result as unknown as { rows: JobTypeStats[] }).rows;
  return rows.map((r) => ({
    type: r.type,
    due: Number(r.due),
    scheduled: Number(r.scheduled),
    running: Number(r.running),
    oldestDueSeconds: Number(r.oldestDueSeconds),
  }));
}
