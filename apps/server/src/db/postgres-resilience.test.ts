import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { openPostgres } from './client';

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
});
