import { lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimits } from './schema';

/**
 * The rate limits' counters in the database (decision 049), so that every process counts
 * against one limit; the store that feeds @fastify/rate-limit from them is
 * platform/rate-limit-store.ts. One implementation for PostgreSQL and PGlite.
 */

/** A counter after a hit: the hits of the current window and the milliseconds it has left. */
export interface RateLimitCount {
  hits: number;
  ttlMs: number;
}

/**
 * Counts one hit on `key` in one statement: a new or ended window starts at 1 and lasts
 * `windowMs`, a running one counts on. Concurrent hits on one key queue on its row, so
 * none is lost.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<RateLimitCount> {
  const ends = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, hits, resets_at) values (${key}, 1, ${ends})
    on conflict (key) do update set
      hits = case when ${rateLimits.resetsAt} <= now() then 1 else ${rateLimits.hits} + 1 end,
      resets_at = case when ${rateLimits.resetsAt} <= now() then ${ends} else ${rateLimits.resetsAt} end
    returning hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as ttl_ms`);
  const row = (result as unknown as { rows: { hits: number; ttl_ms: number }[] }).rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** The counter of `key` without counting; no hits when its window has ended or never began. */
export async function readRateLimit(db: Db, key: string): Promise<RateLimitCount> {
  const result = await db.execute(sql`
    select hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as ttl_ms
    from ${rateLimits} where key = ${key} and resets_at > now()`);
  const row = (result as unknown as { rows: { hits: number; ttl_ms: number }[] }).rows[0];
  return row ? { hits: row.hits, ttlMs: row.ttl_ms } : { hits: 0, ttlMs: 0 };
}

/** Deletes the counters whose window ended before `before`. */
export async function deleteEndedRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, before));
}
