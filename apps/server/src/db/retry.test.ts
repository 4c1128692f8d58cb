import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { Database } from './client';
import { MAX_ATTEMPTS } from './retry';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table retry_probe (attempt int not null)`);
  await database.db.execute(sql`create table retry_locks (id int primary key)`);
  await database.db.execute(sql`insert into retry_locks values (1), (2)`);
});
afterAll(() => database.close());

/** Makes the database itself raise an error with this SQLSTATE, as a real conflict would. */
function raise(code: string) {
  return sql.raw(`do $$ begin raise exception 'probe' using errcode = '${code}'; end $$`);
}

async function probeRows() {
  const result = await database.db.execute(sql`select attempt from retry_probe order by attempt`);
  return (result as unknown as { rows: Array<{ attempt: number }> }).rows.map((r) => r.attempt);
}

/** The SQLSTATE of a failure as Drizzle hands it on (the driver's error is its cause). */
function sqlState(err: unknown) {
  return (err as { cause?: { code?: string } }).cause?.code;
}

describe('write transactions meeting a transient conflict', () => {
  it('run again after a deadlock, keeping only the writes of the attempt that commits', async () => {
    await database.db.execute(sql`truncate retry_probe`);
    const retriedBefore = database.stats.retries;
    let attempts = 0;

    const answer = await database.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into retry_probe values (${attempts})`);
      if (attempts < 3) await tx.execute(raise('40P01'));
      return 'done';
    });

    expect(answer).toBe('done');
    expect(attempts).toBe(3);
    expect(await probeRows()).toEqual([3]);
    expect(database.stats.retries - retriedBefore).toBe(2);
  });

  it('run again after a serialization failure', async () => {
    let attempts = 0;
    await database.db.transaction(async (tx) => {
      attempts += 1;
      if (attempts === 1) await tx.execute(raise('40001'));
    });
    expect(attempts).toBe(2);
  });

  it('do not run again for any other error', async () => {
    let attempts = 0;
    const failing = database.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(raise('23505'));
    });
    await expect(failing).rejects.toSatisfy((err) => sqlState(err) === '23505');
    expect(attempts).toBe(1);
  });

  it(`give up after ${MAX_ATTEMPTS} attempts and surface the conflict`, async () => {
    let attempts = 0;
    const failing = database.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(raise('40P01'));
    });
    await expect(failing).rejects.toSatisfy((err) => sqlState(err) === '40P01');
    expect(attempts).toBe(MAX_ATTEMPTS);
  });

  it('retry as a whole: a nested transaction (savepoint) is not retried on its own', async () => {
    let outer = 0;
    let inner = 0;
    await database.db.transaction(async (tx) => {
      outer += 1;
      await tx.transaction(async (nested) => {
        inner += 1;
        if (inner === 1) await nested.execute(raise('40P01'));
      });
    });
    expect({ outer, inner }).toEqual({ outer: 2, inner: 2 });
  });
});

// Single statements outside a transaction go straight to the pool on PostgreSQL; PGlite runs
// one statement at a time and has no such path to conflict on.
describe.runIf(process.env.TEST_DB === 'postgres')('on PostgreSQL', () => {
  it('a single statement outside a transaction is run again after a deadlock', async () => {
    await database.db.execute(sql`create sequence retry_statement_probe`);
    // nextval is not rolled back, so it counts the executions of the failing statement.
    await database.db.execute(
      sql.raw(`do $$ begin
        if nextval('retry_statement_probe') < 3 then
          raise exception 'probe' using errcode = '40P01';
        end if;
      end $$`),
    );
    const result = await database.db.execute(
      sql`select currval('retry_statement_probe')::int as n`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ n: 3 }]);
  });

  it('two transactions locking two rows in opposite order both commit', async () => {
    const retriedBefore = database.stats.retries;
    // Each first attempt holds its first row until the other holds its own: then each
    // waits for the other's row, which is a deadlock PostgreSQL breaks by failing one.
    let arrived = 0;
    let bothHold: () => void = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothHold = resolve;
    });
    const lockInOrder = (first: number, second: number) => {
      let attempt = 0;
      return database.db.transaction(async (tx) => {
        attempt += 1;
        await tx.execute(sql`update retry_locks set id = id where id = ${first}`);
        if (attempt === 1) {
          arrived += 1;
          if (arrived === 2) bothHold();
          await barrier;
        }
        await tx.execute(sql`update retry_locks set id = id where id = ${second}`);
        return attempt;
      });
    };

    const attempts = await Promise.all([lockInOrder(1, 2), lockInOrder(2, 1)]);

    expect(attempts.sort()).toEqual([1, 2]);
    expect(database.stats.retries - retriedBefore).toBe(1);
  });
});
