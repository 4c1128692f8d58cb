import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Statements already prepared, per database handle and name. */
const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * The Drizzle prepared query `name` of `db`, built once by `build` (ending in the query
 * builder's public `.prepare(name)`) and then reused. The pool already names every
 * parameterized query, so PostgreSQL parses and plans it once per connection
 * (db/named-statements.ts); preparing also spares Node building the SQL text on every call,
 * about a quarter of the create benchmark's throughput (decision 036). Worth it for the
 * statements of (nearly) every request: the session look-up, and the activity create's
 * rules read and write. Values come in through `sql.placeholder(...)` and are given to
 * `execute`; a raw statement is prepared as a `db.$with(...).as(sql...)` CTE of a select.
 * On a transaction handle the query is built for that transaction (the connection still
 * parses it once).
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

/** Compiles raw statements to their text once; the text is the same for both drivers. */
const dialect = new PgDialect();

/** A raw statement prepared on one database handle: `rows` runs it with its placeholders' values. */
export interface PreparedRows<Row> {
  rows(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * The raw statement `build()` (an `sql` template whose values are `sql.placeholder(...)`s)
 * prepared on `db` as `name`, once per handle like preparedOn: Node compiles its text once,
 * and every call only binds values. `rows` answers the driver's rows as they are (no
 * Drizzle mapping: bigints are strings on node-postgres, timestamps strings or Dates),
 * like `db.execute`. For the statements of the hottest reads (feed and ranking pages),
 * where building a long template on every call cost more than the driver's own work.
 * Through the session's typed `prepareQuery` rather than a select over a `$with` (decision
 * 036's way for the create statement): the select's row mapping cost a feed page 13 % of
 * its throughput (decision 052). The feed and ranking tests run it on both drivers.
 */
export function preparedRowsOn<Row>(db: Db, name: string, build: () => SQL): PreparedRows<Row> {
  return preparedOn(db, name, () => {
    const statement = db._.session.prepareQuery(
      dialect.sqlToQuery(build()),
      undefined,
      name,
      false,
    );
    return {
      async rows(values: Record<string, unknown>) {
        const result = (await statement.execute(values)) as { rows: Row[] };
        return result.rows;
      },
    };
  });
}
