import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { createLogger } from './logger';

/** Redis for the tests that need one (CI starts it; .ci/run sets TEST_REDIS_URL). */
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * What Redis being away may add to a burst's slowest answer: the hits that try it wait at
 * most a fraction of this, far below the seconds a login used to wait.
 */
const ADDED_WAIT_BOUND_MS = 1000;

/**
 * A TCP proxy in front of Redis that the test stops and starts as an outage would: `stop()`
 * closes every open connection and refuses new ones until `start()`; `freeze()` keeps the
 * connections but passes nothing on to Redis until `thaw()`, as a Redis that hangs.
 */
async function startRedisProxy(target: URL) {
  const open = new Set<net.Socket>();
  const toRedis = new Map<net.Socket, net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        open.delete(a);
        toRedis.delete(client);
        b.destroy();
      });
    }
    toRedis.set(client, upstream);
    upstream.pipe(client);
    if (!frozen) client.pipe(upstream);
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen();
  const stop = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of open) socket.destroy();
    await closed;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start: () => listen(port),
    freeze() {
      frozen = true;
      for (const [client, upstream] of toRedis) {
        client.unpipe(upstream);
        client.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const [client, upstream] of toRedis) client.pipe(upstream);
    },
    close: () => (server.listening ? stop() : undefined),
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The lines the app logged, parsed, as an operator's log collector would see them. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
  /** The lines about Redis's state, by level name. */
  const redisLines = () =>
    lines
      .filter((line) => 'redis' in line)
      .map((line) => ({ level: log.levels.labels[line.level as number], redis: line.redis }));
  return { log, lines, redisLines };
}

/** A login that has not been answered after this long counts as no answer (status 0). */
const NO_ANSWER_AFTER_MS = 5_000;

/**
 * `count` logins at once from `client` (the address the limit counts), each with its time
 * from the start of the burst.
 */
function loginBurst(app: FastifyInstance, client: string, count: number) {
  const started = Date.now();
  const login = () =>
    app
      .inject({
        method: 'POST',
        url: '/api/users/auth/login',
        remoteAddress: client,
        payload: { email: 'nobody@example.com', password: 'x' },
      })
      .then((res) => ({ status: res.statusCode, ms: Date.now() - started }));
  const noAnswer = () =>
    new Promise<{ status: number; ms: number }>((resolve) =>
      setTimeout(() => resolve({ status: 0, ms: NO_ANSWER_AFTER_MS }), NO_ANSWER_AFTER_MS).unref(),
    );
  return Promise.all(Array.from({ length: count }, () => Promise.race([login(), noAnswer()])));
}

/** The statuses of a burst, sorted. */
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

/** The time of a burst's last answer. */
const slowest = (answers: { ms: number }[]) => Math.max(...answers.map((a) => a.ms));

/**
 * The slowest answer a burst of `count` logins may take while Redis is away: that of the
 * same burst on the app without Redis, at this moment's load, plus ADDED_WAIT_BOUND_MS.
 */
async function answerBound(count: number): Promise<number> {
  return slowest(await loginBurst(t.app, '10.0.9.9', count)) + ADDED_WAIT_BOUND_MS;
}

async function health(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  return { status: res.statusCode, body: res.json() };
}

let t: TestApp;
let unhandled: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  // ioredis writes "[ioredis] Unhandled error event" here when nobody listens for errors.
  unhandled = vi.spyOn(console, 'error');
});
afterEach(() => unhandled.mockRestore());

/** The app of `t` with its sign-in limit at 3 a minute, counting in the Redis at `url`. */
function appWithRedis(url: string, prefix: string, log: ReturnType<typeof capturedLogger>['log']) {
  return buildApp({
    ...t.app.deps,
    config: { ...t.config, authRateLimit: 3, redisUrl: url, redisPrefix: prefix },
    database: t.database,
    logger: log,
  });
}

describe('rate limits while Redis is unreachable', () => {
  it('count in the database from the start when REDIS_URL points at a closed port, saying so once', async () => {
    const logs = capturedLogger();
    const app = await appWithRedis(
      `redis://127.0.0.1:${await closedPort()}`,
      `cc-test-${randomBytes(6).toString('hex')}:`,
      logs.log,
    );
    try {
      const bound = await answerBound(5);
      const answers = await loginBurst(app, '10.0.1.1', 5);
      expect.soft(statuses(answers)).toEqual([404, 404, 404, 429, 429]);
      expect.soft(slowest(answers), 'slowest answer, ms').toBeLessThan(bound);
      expect.soft(await health(app)).toEqual({
        status: 200,
        body: { status: 'degraded', redis: 'down' },
      });
      expect.soft(logs.redisLines()).toEqual([{ level: 'warn', redis: 'down' }]);
      expect.soft(String(unhandled.mock.calls)).not.toContain('Unhandled error event');
    } finally {
      await app.close();
    }
  });
});

describe.runIf(redisUrl)('rate limits while Redis stops and starts again', () => {
  let direct: Redis;
  beforeAll(() => {
    direct = new Redis(redisUrl ?? '');
  });
  afterAll(() => direct.quit());

  /**
   * Runs `scenario` on an app whose Redis is behind a proxy the scenario controls, with
   * keys under a prefix of its own that are removed afterwards.
   */
  async function behindProxy(
    scenario: (s: {
      app: FastifyInstance;
      proxy: Awaited<ReturnType<typeof startRedisProxy>>;
      logs: ReturnType<typeof capturedLogger>;
      /** The Redis keys that count `client`'s hits. */
      keysOf: (client: string) => Promise<string[]>;
    }) => Promise<void>,
  ) {
    const prefix = `cc-test-${randomBytes(6).toString('hex')}:`;
    const proxy = await startRedisProxy(new URL(redisUrl ?? ''));
    const logs = capturedLogger();
    const app = await appWithRedis(proxy.url, prefix, logs.log);
    const keysOf = async (client: string) =>
      (await direct.keys(`${prefix}*`)).filter((key) => key.endsWith(client));
    try {
      await scenario({ app, proxy, logs, keysOf });
    } finally {
      await proxy.close();
      await app.close();
      const keys = await direct.keys(`${prefix}*`);
      if (keys.length > 0) await direct.del(...keys);
    }
  }

  it('keep the sign-in limit through the database while Redis is stopped, and count in Redis again once it is back', async () => {
    await behindProxy(async ({ app, proxy, logs, keysOf }) => {
      // Redis up: the limit counts there.
      expect.soft(await health(app)).toEqual({ status: 200, body: { status: 'ok', redis: 'up' } });
      expect.soft(statuses(await loginBurst(app, '10.0.2.1', 4))).toEqual([404, 404, 404, 429]);
      expect.soft(await keysOf('10.0.2.1')).toHaveLength(1);

      // Redis stopped: every answer comes at once and the limit still holds.
      await proxy.stop();
      const bound = await answerBound(5);
      const answers = await loginBurst(app, '10.0.2.2', 5);
      expect.soft(statuses(answers)).toEqual([404, 404, 404, 429, 429]);
      expect.soft(slowest(answers), 'slowest answer, ms').toBeLessThan(bound);
      expect.soft(await health(app)).toEqual({
        status: 200,
        body: { status: 'degraded', redis: 'down' },
      });
      // More failures while it is away add no line.
      await loginBurst(app, '10.0.2.2', 3);
      expect.soft(logs.redisLines()).toEqual([{ level: 'warn', redis: 'down' }]);

      // Redis started again: the store goes back to it by itself.
      await proxy.start();
      await waitFor(async () => (await health(app)).body.redis === 'up', 'Redis back in health');
      expect.soft(await health(app)).toEqual({ status: 200, body: { status: 'ok', redis: 'up' } });
      expect.soft(statuses(await loginBurst(app, '10.0.2.3', 4))).toEqual([404, 404, 404, 429]);
      expect.soft(await keysOf('10.0.2.3')).toHaveLength(1);
      expect.soft(logs.redisLines()).toEqual([
        { level: 'warn', redis: 'down' },
        { level: 'info', redis: 'up' },
      ]);
      expect.soft(String(unhandled.mock.calls)).not.toContain('Unhandled error event');
    });
  });

  it('answer at once while Redis holds the connection but does not answer, and count there again once it does', async () => {
    await behindProxy(async ({ app, proxy, logs, keysOf }) => {
      expect.soft(await health(app)).toEqual({ status: 200, body: { status: 'ok', redis: 'up' } });

      proxy.freeze();
      const bound = await answerBound(5);
      const answers = await loginBurst(app, '10.0.3.2', 5);
      expect.soft(statuses(answers)).toEqual([404, 404, 404, 429, 429]);
      expect.soft(slowest(answers), 'slowest answer, ms').toBeLessThan(bound);
      expect.soft(await health(app)).toEqual({
        status: 200,
        body: { status: 'degraded', redis: 'down' },
      });
      expect.soft(logs.redisLines()).toEqual([{ level: 'warn', redis: 'down' }]);

      proxy.thaw();
      await waitFor(async () => (await health(app)).body.redis === 'up', 'Redis back in health');
      expect.soft(statuses(await loginBurst(app, '10.0.3.3', 4))).toEqual([404, 404, 404, 429]);
      expect.soft(await keysOf('10.0.3.3')).toHaveLength(1);
      expect.soft(logs.redisLines()).toEqual([
        { level: 'warn', redis: 'down' },
        { level: 'info', redis: 'up' },
      ]);
    });
  });
});
