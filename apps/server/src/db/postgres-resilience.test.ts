import net from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { authHeader, buildUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { openPostgres } from './client';

/**
 * A TCP proxy in front of PostgreSQL that the test can cut: `drop()` closes every open
 * connection at once (as a crash or a failover does) and refuses new ones until `accept()`.
 */
async function startCuttableProxy(target: URL) {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        open.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen();
  return {
    port,
    async drop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
    accept: () => listen(port),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.runIf(process.env.TEST_DB === 'postgres')('running on PostgreSQL', () => {
  it('survives the server dropping every connection, as a restart does', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // Kill this database's other backends: idle pool clients lose their server.
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const after = [];
      for (let i = 0; i < 3; i += 1)
        after.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(after.at(-1)).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 on /api/health while the database is unreachable', async () => {
    const database = openPostgres(
      'postgres://postgres@127.0.0.1:1/none',
      pino({ level: 'silent' }),
      1,
    );
    const t = await createTestApp();
    try {
      const { buildApp } = await import('../app');
      const app = await buildApp({ ...t.app.deps, database, logger: false });
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errors: { msg: 'SERVICE_UNAVAILABLE' } });
      await app.close();
    } finally {
      await database.close();
      await t.close();
    }
  });

  it('answers 503 with Retry-After, never 500, while the database drops and refuses connections under load', async () => {
    const t = await createTestApp();
    const current = await t.db.execute(sql`select current_database() as name`);
    const { name } = (current as unknown as { rows: [{ name: string }] }).rows[0];
    const target = new URL(process.env.TEST_DATABASE_URL as string);
    const proxy = await startCuttableProxy(target);
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    const database = openPostgres(viaProxy.toString(), pino({ level: 'silent' }), 5);
    const { buildApp } = await import('../app');
    const app = await buildApp({ ...t.app.deps, database, logger: false });
    const headers = await authHeader(t.db, (await buildUser(t.db)).id);
    /** 40 signed-in requests at once, each reading the session and the profile. */
    const burst = () =>
      Promise.all(
        Array.from({ length: 40 }, () =>
          app.inject({ method: 'GET', url: '/api/profile', headers }),
        ),
      );
    try {
      expect((await burst()).map((r) => r.statusCode)).toEqual(Array(40).fill(200));

      // Cut every connection while a burst is in flight, and refuse new ones for a while.
      const during = burst();
      await proxy.drop();
      const refused = await burst();
      const answers = [...(await during), ...refused];
      const failed = answers.filter((r) => r.statusCode !== 200);
      expect(new Set(answers.map((r) => r.statusCode))).not.toContain(500);
      expect(refused.map((r) => r.statusCode)).toEqual(Array(40).fill(503));
      for (const res of failed) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ errors: { msg: 'SERVICE_UNAVAILABLE' } });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }

      // Once connections are accepted again, the same requests succeed.
      await proxy.accept();
      expect((await burst()).map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    } finally {
      await app.close();
      await database.close();
      await proxy.close().catch(() => {});
      await t.close();
    }
  });
});
