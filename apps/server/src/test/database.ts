import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { type Database, openPglite, openPostgres } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a
 * new database on TEST_DATABASE_URL, dropped again afterwards. Never touches existing data.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openPglite(undefined);
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), pino({ level: 'silent' }), 5);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
