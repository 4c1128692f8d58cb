import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The engine-neutral logical dump (decision 092): every table of the `public` schema as one
 * JSON object per row, written by PostgreSQL itself (`row_to_json`) and read back by it
 * (`json_populate_recordset`), so each value keeps its exact text form whatever its type
 * (timestamptz to the microsecond, bigint and numeric digit for digit, jsonb, bytea as hex,
 * arrays) and never passes through a JavaScript number. The same code serves PGlite and
 * PostgreSQL, so a dump of one loads into the other. The tables come from the catalog, not
 * from a list here: a table a migration adds is dumped without a change to this file.
 */

/** A table of the dump: its name and the columns a restore writes (generated ones excluded). */
export interface DumpTable {
  name: string;
  columns: string[];
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The tables of the `public` schema, each after the tables its foreign keys point to, so
 * loading them in this order satisfies every constraint. A table referring to itself or a
 * cycle of tables cannot be ordered so; none exists, and one would stop the dump here.
 */
export async function findDumpTables(db: Db): Promise<DumpTable[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column" from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set()]));
  for (const { child, parent } of references) {
    if (child === parent)
      throw new Error(`Table ${child} refers to itself: the dump cannot order its rows`);
    parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables
      .map((t) => t.name)
      .filter(
        (name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p)),
      );
    if (ready.length === 0)
      throw new Error('The tables refer to each other in a cycle: the dump cannot order them');
    for (const name of ready) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered.map((name) => ({
    name,
    columns: columns.filter((c) => c.table === name).map((c) => c.column),
  }));
}

/**
 * Reads the rows of `table` through a cursor, `batchSize` at a time, each as the JSON text
 * of the whole row. Call inside a transaction (the cursor lives until its end); the dump runs
 * all tables in one REPEATABLE READ transaction, so they are one consistent snapshot.
 */
export async function* readTableRows(
  tx: Db,
  table: string,
  batchSize = 2000,
): AsyncGenerator<string[]> {
  const cursor = quote(`dump_${table}`);
  await tx.execute(
    sql.raw(
      `declare ${cursor} no scroll cursor for select row_to_json(t)::text as j from ${quote(table)} t`,
    ),
  );
  try {
    for (;;) {
      const batch = await rowsOf<{ j: string }>(tx, sql.raw(`fetch ${batchSize} from ${cursor}`));
      if (batch.length === 0) return;
      yield batch.map((row) => row.j);
    }
  } finally {
    await tx.execute(sql.raw(`close ${cursor}`));
  }
}

/**
 * Inserts rows given as the JSON texts `readTableRows` produced, in one statement: PostgreSQL
 * parses each value from its JSON form into the column's type. Identity columns keep their
 * dumped values.
 */
export async function insertTableRows(tx: Db, table: DumpTable, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = table.columns.map(quote).join(', ');
  await tx.execute(
    sql`${sql.raw(
      `insert into ${quote(table.name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quote(table.name)}, `,
    )}${`[${rows.join(',')}]`}::json)`,
  );
}

/**
 * Turns the tables' own triggers off (or on again) for this transaction's load: the rows
 * of derived tables (totals, rank counts, groups, the feed inbox) are in the dump already,
 * and their triggers would count them twice. Foreign keys stay checked (they are the
 * system's triggers, which `USER` leaves alone; turning those off needs a superuser).
 */
export async function setUserTriggers(tx: Db, tables: string[], enabled: boolean): Promise<void> {
  for (const table of tables) {
    await tx.execute(
      sql.raw(`alter table ${quote(table)} ${enabled ? 'enable' : 'disable'} trigger user`),
    );
  }
}

/** Moves every sequence owned by a public table's column past the largest value loaded. */
export async function resetSequences(tx: Db): Promise<void> {
  const owned = await rowsOf<{ sequence: string; table: string; column: string }>(
    tx,
    sql`select s.relname as sequence, t.relname as "table", a.attname as "column"
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = s.relnamespace
        where n.nspname = 'public' and d.deptype in ('a', 'i')`,
  );
  for (const { sequence, table, column } of owned) {
    await tx.execute(
      sql.raw(
        `select setval('${quote(sequence).replaceAll("'", "''")}', coalesce(max(${quote(column)}), 0) + 1, false) from ${quote(table)}`,
      ),
    );
  }
}

/** The tables among `tables` that hold at least one row. */
export async function findTablesWithRows(db: Db, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const rows = await rowsOf<{ any: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${quote(table)}) as "any"`),
    );
    if (rows[0]?.any) found.push(table);
  }
  return found;
}

/**
 * Every row of `table` as JSON text with timestamps in UTC, sorted (the round-trip tests
 * compare them, also across engines).
 */
export async function readAllRowsSorted(db: Db, table: string): Promise<string[]> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    return rowsOf<{ j: string }>(
      tx,
      sql.raw(`select row_to_json(t)::text as j from ${quote(table)} t`),
    );
  });
  // Sorted here, not by the database, whose collation may differ between engines.
  return rows.map((r) => r.j).sort();
}

/** The number of rows in `table`. */
export async function countTableRows(db: Db, table: string): Promise<number> {
  const rows = await rowsOf<{ n: string }>(
    db,
    sql.raw(`select count(*)::text as n from ${quote(table)}`),
  );
  return Number(rows[0]?.n ?? 0);
}
