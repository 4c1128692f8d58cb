import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { deleteEndedRateLimits, hitRateLimit, readRateLimit } from '../db/rate-limits';
import { openRedisRateLimitStore, type RedisState } from './redis-rate-limit-store';

/** What @fastify/rate-limit hands a store: the count and the milliseconds the window has left. */
type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The part of a route's limit settings a store reads: which route it counts. (The plugin's
 * types name a route's options; what it passes are its merged limit settings.)
 */
interface RouteLimit {
  routeInfo?: { method?: string; url?: string };
}

/** Ended counters are swept once every this many hits, by the process that counts it. */
const SWEEP_EVERY = 500;

/**
 * A store for @fastify/rate-limit that counts in the database (db/rate-limits.ts), so every
 * API process on one PostgreSQL counts against the same limit (decision 049). Each limited
 * route counts on its own, as with the plugin's own stores. The windows are fixed: a window
 * starts at its first hit and lasts `timeWindow` (the plugin's `continueExceeding` and
 * `exponentialBackoff` are not offered; no route asks for them).
 */
export function databaseRateLimitStore(db: Db) {
  let hitsSinceSweep = 0;

  class DatabaseRateLimitStore {
    constructor(
      _settings: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, answer: Answer, timeWindow: number): void {
      hitRateLimit(db, this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => answer(null, { current: hits, ttl: ttlMs }),
        (error: Error) => answer(error),
      );
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        // Best effort: a failed sweep leaves rows that the next one takes.
        deleteEndedRateLimits(db, new Date()).catch(() => undefined);
      }
    }

    read(key: string, answer: Answer): void {
      readRateLimit(db, this.prefix + key).then(
        ({ hits, ttlMs }) => answer(null, { current: hits, ttl: ttlMs }),
        (error: Error) => answer(error),
      );
    }

    child(route: object): DatabaseRateLimitStore {
      const { method = '', url = '' } = (route as RouteLimit).routeInfo ?? {};
      return new DatabaseRateLimitStore(route, `${this.prefix}${method}${url}:`);
    }
  }
  return DatabaseRateLimitStore;
}

/** Where the rate limits count, whether Redis counts them now, and what closes it all. */
export interface RateLimitCounting {
  options: Pick<RateLimitPluginOptions, 'store' | 'skipOnError'>;
  /** Redis's state, asked now; undefined where the limits count in the database alone. */
  checkRedis(): Promise<RedisState | undefined>;
  close(): Promise<void>;
}

/**
 * Redis when its URL is set (one round trip a hit, keys under the deployment's prefix), with
 * the database standing in for every hit while Redis is away, so the limit keeps holding
 * (decision 058); else the database every process already shares (decision 049). A hit that
 * neither can count lets the request through (`skipOnError`): that is a database outage,
 * which the route answers with 503 itself, and the per-account lockout still guards the
 * passwords.
 */
export async function rateLimitCounting(
  db: Db,
  redis: { url: string | undefined; prefix: string },
  log: FastifyBaseLogger,
): Promise<RateLimitCounting> {
  const Database = databaseRateLimitStore(db);
  if (!redis.url) {
    return {
      options: { store: Database, skipOnError: true },
      checkRedis: async () => undefined,
      close: async () => {},
    };
  }
  const counting = await openRedisRateLimitStore({
    url: redis.url,
    prefix: redis.prefix,
    fallback: new Database({}),
    log,
  });
  return {
    options: { store: counting.Store, skipOnError: true },
    checkRedis: () => counting.check(),
    close: () => counting.close(),
  };
}
