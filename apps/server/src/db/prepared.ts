import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** Statements already prepared, per database handle and name. */
const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `name` of `db`, built once by `build` and then reused: PostgreSQL parses and
 * plans a named statement once per connection instead of on every call, which is most of
 * its cost for the short queries of the hot paths (session lookup, activity create). Values
 * come in through `sql.placeholder(...)` and are given to `execute`. On a transaction
 * handle the statement is built for that transaction (the connection still parses it once).
 */
export function preparedOn<T>(db: Db, name: string, build: () => T): T {
  let mine = preparedByDb.get(db);
  if (!mine) {
    mine = new Map();
    preparedByDb.set(db, mine);
  }
  let statement = mine.get(name) as T | undefined;
  if (!statement) {
    statement = build();
    mine.set(name, statement);
  }
  return statement;
}

/** The rows a raw prepared statement answers. */
export interface RawPrepared<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

/**
 * A raw SQL statement (for what the query builder cannot say, like writing CTEs) prepared
 * under `name` on `db`; see preparedOn.
 */
export function preparedSql<Row>(db: Db, name: string, build: () => SQL): RawPrepared<Row> {
  return preparedOn(db, name, () => {
    const query = dialect.sqlToQuery(build());
    return db._.session.prepareQuery(query, undefined, name, false) as unknown as RawPrepared<Row>;
  });
}
