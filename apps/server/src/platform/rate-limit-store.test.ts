import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { expectError, post } from '../modules/auth/auth.test-support';
import { createTestDatabase } from '../test/database';
import { createTestApp, type TestApp } from '../test/test-app';
import { databaseRateLimitStore } from './rate-limit-store';

type Store = InstanceType<ReturnType<typeof databaseRateLimitStore>>;

/** One hit on `key` as @fastify/rate-limit makes it: the count and the window's rest. */
function hit(store: Store, key: string, windowMs = 60_000) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      windowMs,
    ),
  );
}

describe('rate limits counted in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('count the hits of every process against one limit, none lost when they come at once', async () => {
    const Store = databaseRateLimitStore(database.db);
    // Two processes, each with the route's own child store, as the plugin makes them.
    const route = { routeInfo: { method: 'POST', url: '/api/users/auth/login' } };
    const a = new Store({}).child(route);
    const b = new Store({}).child(route);
    await Promise.all(Array.from({ length: 10 }, (_, i) => hit(i % 2 ? a : b, '10.0.0.1')));
    const next = await hit(a, '10.0.0.1');
    expect(next.current).toBe(11);
    expect(next.ttl).toBeGreaterThan(0);
    expect(next.ttl).toBeLessThanOrEqual(60_000);
    // Another client, and another route, count on their own.
    expect((await hit(b, '10.0.0.2')).current).toBe(1);
    const other = new Store({}).child({
      routeInfo: { method: 'POST', url: '/api/users/auth/forgot' },
    });
    expect((await hit(other, '10.0.0.1')).current).toBe(1);
  });

  it('start a new window once the old one has ended', async () => {
    const store = new (databaseRateLimitStore(database.db))({}).child({ routeInfo: {} });
    await hit(store, 'short', 50);
    await hit(store, 'short', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await hit(store, 'short', 50)).current).toBe(1);
  });
});

/** Redis for the tests that need one (CI starts it; .ci/run sets TEST_REDIS_URL). */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits counted in Redis (REDIS_URL)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    // Two API processes of one deployment: own databases here, one Redis and prefix.
    const env = {
      AUTH_RATE_LIMIT: '3',
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `cc-test-${randomBytes(6).toString('hex')}:`,
    };
    [one, two] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it('refuses the 4th login of a minute though it reaches another process', async () => {
    const login = { email: 'nobody@example.com', password: 'x' };
    for (const t of [one, two, one]) {
      expectError(await post(t, 'login', login), 404, 'USER_DOES_NOT_EXIST');
    }
    expectError(await post(two, 'login', login), 429, 'RATE_LIMITED');
  });
});
