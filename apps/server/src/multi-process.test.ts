import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dayIn } from '@cc/shared/time/calendar';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from './db/client';
import { communications, notifications } from './db/schema';
import { buildAdmin, buildParticipant, buildUser, tokenFor } from './test/factories';
import { createEmptyPostgresDatabase, type ServerProcess, startServer } from './test/processes';
import { waitFor } from './test/wait-for';

/**
 * Three real API processes on one PostgreSQL database (issue 14, decision 049): what one
 * process does, the others see at once. Each test reads and writes through HTTP on the
 * processes and checks the stored state through a connection of its own.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const LIMIT = 5;

let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let store: Database;
let dataDir: string;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createEmptyPostgresDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-three-'));
  const env = (name: string) => ({
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dataDir, name),
    AUTH_RATE_LIMIT: String(LIMIT),
  });
  // All three at once: each migrates under the advisory lock, two find nothing to do.
  servers = await Promise.all(['a', 'b', 'c'].map((name) => startServer(env(name))));
  store = openPostgres(database.url, pino({ level: 'silent' }), 2);
}, 120_000);
afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all(servers.map((server) => server.kill()));
  await store?.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A request to one process, as the web app sends it. */
function call(
  server: ServerProcess,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
) {
  return fetch(`${server.url}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe.runIf(onPostgres)('three API processes on one PostgreSQL', () => {
  it('refuses on the other two, at their next request, a session logged out through one', async () => {
    const user = await buildUser(store.db);
    const token = await tokenFor(store.db, user.id);
    // Twice each: the first looks the session up, the second is answered from the cache.
    for (const server of servers) {
      expect((await call(server, 'GET', '/api/profile', token)).status).toBe(200);
      expect((await call(server, 'GET', '/api/profile', token)).status).toBe(200);
    }
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    expect((await call(c, 'POST', '/api/users/auth/logout', token, {})).status).toBe(204);
    expect((await call(a, 'GET', '/api/profile', token)).status).toBe(401);
    expect((await call(b, 'GET', '/api/profile', token)).status).toBe(401);
  });

  it('counts the sign-in limit over all processes together', async () => {
    const verify = (server: ServerProcess) =>
      call(server, 'POST', '/api/users/auth/verify', undefined, { id: 'z'.repeat(43) });
    for (let i = 0; i < LIMIT; i++) {
      expect((await verify(servers[i % 3] as ServerProcess)).status).toBe(404);
    }
    for (const server of servers) {
      const refused = await verify(server);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ errors: { msg: 'RATE_LIMITED' } });
    }
  });

  it('delivers each communication to each recipient once, with a job worker in every process', async () => {
    const admin = await buildAdmin(store.db);
    const adminToken = await tokenFor(store.db, admin.id);
    const recipients = await Promise.all(Array.from({ length: 12 }, () => buildUser(store.db)));
    // Several at once, sent through different processes, so that the workers of all three
    // take jobs from the one queue.
    const sent = await Promise.all(
      servers.flatMap((server, i) =>
        [0, 1].map(async (n) => {
          const res = await call(server, 'POST', '/api/communications', adminToken, {
            name: `News ${i}-${n}`,
            messages: { en: '<p>Half way there!</p>' },
            select: 'notification',
            type: 'all',
          });
          expect(res.status).toBe(201);
          return ((await res.json()) as { _id: string })._id;
        }),
      ),
    );
    for (const id of sent) {
      await waitFor(async () => {
        const [row] = await store.db
          .select({ status: communications.status })
          .from(communications)
          .where(eq(communications.id, id));
        return row?.status === 'sent';
      }, `communication ${id} sent`);
      for (const recipient of recipients) {
        const got = await store.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.modelId, id), eq(notifications.userId, recipient.id)));
        expect(got, recipient.email).toHaveLength(1);
      }
    }
  });

  it('shows in the feed read through one process an activity logged through another', async () => {
    const today = dayIn('Europe/Berlin');
    const { user, event } = await buildParticipant(store.db, today);
    const token = await tokenFor(store.db, user.id);
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const created = await call(a, 'POST', '/api/activities', token, {
      eventId: event.id,
      date: today,
      distanceKm: 5,
      notice: 'Logged through process A',
    });
    expect(created.status).toBe(201);
    for (const server of [b, c]) {
      const feed = await call(server, 'GET', '/api/activities/newFeedsAll?page=1&limit=10', token);
      expect(feed.status).toBe(200);
      const { docs } = (await feed.json()) as { docs: { notice: string }[] };
      expect(docs.map((post) => post.notice)).toContain('Logged through process A');
    }
  });
});
