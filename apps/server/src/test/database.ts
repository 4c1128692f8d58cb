import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { type Database, openPglite, openPostgres } from '../db/client';
import { databaseUrl, pgliteTemplateDump, postgresTemplate } from './database-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a
 * new database on TEST_DATABASE_URL, dropped again afterwards. Never touches existing data.
 * Both start as a copy of a migrated template (decision 047); `migrate()` still runs and
 * finds nothing left to apply.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openPglite(undefined, { loadDataDir: await pgliteTemplateDump() });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = await postgresTemplate(adminUrl);
  const name = `cc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = openPostgres(databaseUrl(adminUrl, name), pino({ level: 'silent' }), 5);
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
