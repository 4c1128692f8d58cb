import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, type Db, resolveMigrationsFolder } from './client';

/** One committed migration, as drizzle-kit's journal lists it. */
export interface MigrationLevel {
  /** Its place in the journal, from 0. */
  index: number;
  /** Its file name without `.sql`, e.g. `0019_company_sign_in`. */
  tag: string;
  /** Its creation time (ms), which drizzle records as `created_at` once it is applied. */
  when: number;
}

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

function readJournal(folder: string): Journal {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
}

/** The migrations this code carries, in order; the last one is the code's level. */
export function codeMigrations(): MigrationLevel[] {
  return readJournal(resolveMigrationsFolder()).entries.map((e) => ({
    index: e.idx,
    tag: e.tag,
    when: e.when,
  }));
}

/**
 * The `created_at` of the last migration drizzle applied to `db`, or undefined when none
 * was (no migrations table: a database nobody has migrated yet).
 */
export async function appliedMigrationTime(db: Db): Promise<number | undefined> {
  const present = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!present.rows[0]?.present) return undefined;
  const last = (await db.execute(
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { at: string | null }[] };
  const at = last.rows[0]?.at;
  return at == null ? undefined : Number(at);
}

/**
 * Applies the committed migrations up to and including `level`, no further: drizzle's
 * migrator reads the journal of the folder it is given, so it gets a folder of its own whose
 * journal stops at `level` (with the same SQL files). Applying the rest later with
 * `database.migrate()` continues from there, as drizzle compares creation times.
 */
export async function migrateUpTo(database: Database, level: MigrationLevel): Promise<void> {
  const source = resolveMigrationsFolder();
  const journal = readJournal(source);
  const entries = journal.entries.filter((e) => e.when <= level.when);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-migrations-'));
  try {
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const entry of entries) {
      fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await database.migrate(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
