import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import journal from '../drizzle/meta/_journal.json' with { type: 'json' };
import { openPglite } from './db/client';
import { createEmptyPostgresDatabase, runMigrate } from './test/processes';

const onPostgres = process.env.TEST_DB === 'postgres';
const migrations = journal.entries.length;

/** The migrations drizzle recorded as applied in the database at `url`. */
async function appliedOnPostgres(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe('the migrate command', () => {
  const cleanUps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  });

  it.runIf(onPostgres)(
    'migrates a database once when two deployments start it at the same moment',
    async () => {
      const database = await createEmptyPostgresDatabase();
      cleanUps.push(() => database.drop());
      const runs = await Promise.all([
        runMigrate({ DATABASE_URL: database.url }),
        runMigrate({ DATABASE_URL: database.url }),
      ]);
      for (const run of runs) expect(run.code, run.output).toBe(0);
      expect(await appliedOnPostgres(database.url)).toBe(migrations);
      // And again later: nothing to do, still success.
      expect((await runMigrate({ DATABASE_URL: database.url })).code).toBe(0);
      expect(await appliedOnPostgres(database.url)).toBe(migrations);
    },
    60_000,
  );

  it.runIf(!onPostgres)(
    'migrates the embedded database in DATA_DIR, and refuses while a server holds it',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-migrate-'));
      cleanUps.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const first = await runMigrate({ DATA_DIR: dataDir });
      expect(first.code, first.output).toBe(0);

      const held = await openPglite(dataDir);
      cleanUps.push(() => held.close());
      const applied = (await held.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]?.n).toBe(migrations);
      const refused = await runMigrate({ DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/in use|lock/i);
    },
    60_000,
  );
});
