import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** Whether Redis counts the rate limits now ('up'), or the database in its place ('down'). */
export type RedisState = 'up' | 'down';

/** What @fastify/rate-limit hands a store: the count and the milliseconds the window has left. */
type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A store of the plugin's store interface: here, the database store that stands in for Redis. */
export interface CountingStore {
  incr(key: string, answer: Answer, timeWindow: number): void;
  child(route: object): CountingStore;
}

/** The part of a route's limit settings a store reads: which route it counts. */
interface RouteLimit {
  routeInfo?: { method?: string; url?: string };
}

/** The longest a hit waits for a Redis that holds the connection but does not answer. */
const COMMAND_TIMEOUT_MS = 250;

/**
 * A hit never waits for a connection: without one a command fails at once (no offline queue)
 * and one in flight when the connection drops is not sent again (no retries); ioredis
 * reconnects by itself in the background, with its own connect timeout (10 s).
 */
const CLIENT_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
};

/**
 * While Redis is down, one hit a second still tries it; the others go to the database at
 * once, so a Redis that takes connections but does not answer costs most hits nothing.
 */
const PROBE_EVERY_MS = 1_000;

/**
 * The longest the start waits for the first connection before counting in the database: a
 * refused connection ends the wait at once, a host that does not answer after this long.
 */
const FIRST_CONNECT_WAIT_MS = 5_000;

/**
 * One hit in one round trip: a fixed window that starts at the first hit and lasts ARGV[1]
 * ms, as in the database store. A key left without expiry gets one, so none counts forever.
 */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** The client with the hit script, sent by hash once Redis knows it (ioredis' defineCommand). */
interface ScriptedRedis extends Redis {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
}

/**
 * The rate limits counted in Redis, with the database store `fallback` counting every hit
 * while Redis is unreachable, refuses or does not answer within COMMAND_TIMEOUT_MS, so the
 * limit keeps holding over all processes (decision 058). Each change between up and down is
 * logged once: a warning with the error when Redis goes, an info line when it is back.
 * Returns once the first connection is made or has failed (at most FIRST_CONNECT_WAIT_MS).
 */
export async function openRedisRateLimitStore(options: {
  url: string;
  /** The deployment's key prefix (REDIS_PREFIX). */
  prefix: string;
  fallback: CountingStore;
  log: FastifyBaseLogger;
}) {
  const { fallback, log } = options;
  const client = new Redis(options.url, { ...CLIENT_OPTIONS }) as ScriptedRedis;
  client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });

  let state: RedisState | undefined;
  let nextProbe = 0;
  let closing = false;
  function mark(next: RedisState, err?: unknown) {
    if (next === state || closing) return;
    const was = state;
    state = next;
    if (next === 'down') {
      nextProbe = Date.now() + PROBE_EVERY_MS;
      log.warn({ redis: 'down', err }, 'Redis is unreachable: rate limits count in the database');
    } else if (was === 'down') {
      log.info({ redis: 'up' }, 'Redis is back: rate limits count in Redis again');
    }
  }
  // A listener also keeps ioredis from printing every failed reconnect to stderr.
  client.on('error', (err) => mark('down', err));
  client.on('ready', () => mark('up'));
  await firstConnection(client);
  if (!state) mark('down', new Error(`no Redis connection within ${FIRST_CONNECT_WAIT_MS} ms`));

  /** Whether this hit should try Redis: always while up, once a second while down. */
  function shouldTryRedis(): boolean {
    if (state === 'up') return true;
    if (Date.now() < nextProbe) return false;
    nextProbe = Date.now() + PROBE_EVERY_MS;
    return true;
  }

  /**
   * No `read`: no route asks for a count without counting (`increment: false`), and the
   * plugin says so plainly if one does.
   */
  class RedisRateLimitStore implements CountingStore {
    constructor(
      _settings: unknown,
      private readonly keyPrefix = `${options.prefix}rate-limit:`,
      private readonly standIn: CountingStore = fallback,
    ) {}

    incr(key: string, answer: Answer, timeWindow: number): void {
      if (!shouldTryRedis()) {
        this.standIn.incr(key, answer, timeWindow);
        return;
      }
      client.rateLimitHit(this.keyPrefix + key, timeWindow).then(
        ([current, ttl]) => {
          mark('up');
          answer(null, { current, ttl });
        },
        (err: unknown) => {
          mark('down', err);
          this.standIn.incr(key, answer, timeWindow);
        },
      );
    }

    child(route: object): RedisRateLimitStore {
      const { method = '', url = '' } = (route as RouteLimit).routeInfo ?? {};
      return new RedisRateLimitStore(
        route,
        `${this.keyPrefix}${method}${url}:`,
        this.standIn.child(route),
      );
    }
  }

  return {
    Store: RedisRateLimitStore,
    /** Asks Redis now (bounded like a hit) and answers its state, for the health answer. */
    async check(): Promise<RedisState> {
      await client.ping().then(
        () => mark('up'),
        (err: unknown) => mark('down', err),
      );
      return state ?? 'down';
    },
    async close(): Promise<void> {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** Resolves once `client` is ready or has failed to connect, or after FIRST_CONNECT_WAIT_MS. */
function firstConnection(client: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECT_WAIT_MS);
    client.once('ready', done);
    client.once('error', done);
  });
}
