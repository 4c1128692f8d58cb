import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readyRoutes } from './index';

/** A database nobody answers at: a PostgreSQL pool on a closed port. */
const unreachable = openPostgres('postgres://cc@127.0.0.1:1/cc', pino({ level: 'silent' }), 1);

let t: TestApp;
beforeAll(async () => {
  // The same route over the unreachable database, beside the real one.
  t = await createTestApp({}, async (app) => {
    await app.register(readyRoutes(unreachable), { prefix: '/probe' });
  });
});
afterAll(async () => {
  await t.close();
  await unreachable.close();
});

/** The newest row of drizzle's migrations table. */
async function newestApplied() {
  const result = await t.db.execute(
    sql`select id, hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations
        order by created_at desc limit 1`,
  );
  return (result as unknown as { rows: { id: number; hash: string; createdAt: string }[] })
    .rows[0]!;
}

function getReady(url = '/api/ready') {
  return t.app.inject({ method: 'GET', url });
}

describe('GET /api/ready', () => {
  it('answers ready on a database migrated to this release', async () => {
    const res = await getReady();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 MIGRATIONS_PENDING while the last migration is not applied', async () => {
    const last = await newestApplied();
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const res = await getReady();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errors: { msg: 'MIGRATIONS_PENDING' } });
      // Liveness is not readiness: the process still serves.
      expect((await getReady('/api/health')).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${last.id}, ${last.hash}, ${last.createdAt}::bigint)`,
      );
    }
    expect((await getReady()).statusCode).toBe(200);
  });

  it('answers 503 MIGRATIONS_PENDING on a database nobody migrated', async () => {
    await t.db.execute(sql`alter table drizzle.__drizzle_migrations rename to parked_migrations`);
    try {
      const res = await getReady();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errors: { msg: 'MIGRATIONS_PENDING' } });
    } finally {
      await t.db.execute(sql`alter table drizzle.parked_migrations rename to __drizzle_migrations`);
    }
  });

  it('answers 503 MIGRATIONS_AHEAD once a newer release has migrated the database', async () => {
    const last = await newestApplied();
    const later = BigInt(last.createdAt) + 1000n;
    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${later.toString()}::bigint)`,
    );
    try {
      const res = await getReady();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errors: { msg: 'MIGRATIONS_AHEAD' } });
    } finally {
      await t.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'newer'`);
    }
    expect((await getReady()).statusCode).toBe(200);
  });

  it('answers 503 SERVICE_UNAVAILABLE while the database does not answer', async () => {
    const res = await getReady('/probe/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ errors: { msg: 'SERVICE_UNAVAILABLE' } });
  });
});
