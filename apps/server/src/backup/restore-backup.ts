import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { readAppState } from '../db/app-state';
import type { Database, Db } from '../db/client';
import {
  countTableRows,
  type DumpTable,
  findDumpTables,
  findTablesWithRows,
  insertTableRows,
  resetSequences,
  setUserTriggers,
} from '../db/dump';
import {
  appliedMigrationTime,
  codeMigrations,
  type MigrationLevel,
  migrateUpTo,
} from '../db/migration-level';
import type { Storage } from '../platform/storage';
import { VAPID_STATE_KEY, type VapidKeys } from '../platform/vapid-keys';
import { listFiles, readManifest, unpackArchive, verifyParts } from './archive';
import { BackupError } from './backup-error';
import { ARCHIVE_FORMAT, type Manifest } from './manifest';

/** Where a restore writes: an empty database and an empty store. */
export interface RestoreTarget {
  database: Database;
  storage: Pick<Storage, 'keys' | 'put'>;
  /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY of the target's environment, when set. */
  vapidFromEnvironment?: VapidKeys;
  log?: (message: string) => void;
}

/** Rows per insert statement while loading. */
const LOAD_BATCH = 1000;

/**
 * Restores the archive `file` into `target` (decision 092). Before anything is written it
 * checks every part's SHA-256, that the code knows the archive's migration level, and that
 * the database and the store are empty. Then it migrates the database to the archive's
 * level, loads every table in one transaction (the tables' own triggers off, since derived
 * rows are in the dump), migrates forward to the code's level and puts back the uploads.
 * Answers the archive's manifest and warnings for the operator.
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
): Promise<{ manifest: Manifest; warnings: string[] }> {
  const log = target.log ?? (() => {});
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-restore-'));
  try {
    await unpackArchive(file, folder);
    const manifest = await readManifest(folder);
    if (manifest.format !== ARCHIVE_FORMAT) {
      throw new BackupError(
        `The archive has format ${manifest.format}; this version reads format ${ARCHIVE_FORMAT}`,
      );
    }
    await verifyParts(folder, manifest);
    const level = knownLevel(manifest);
    await assertEmpty(target);

    const { db } = target.database;
    const applied = await appliedMigrationTime(db);
    if (applied !== undefined && applied > level.when) {
      throw new BackupError(
        `The target database is already migrated beyond the archive's level ${level.tag}: restore into a new database (PostgreSQL) or an empty DATA_DIR`,
      );
    }
    await migrateUpTo(target.database, level);
    const started = Date.now();
    await loadTables(db, folder, manifest);
    log(
      `database: ${manifest.database.tables.reduce((n, t) => n + t.rows, 0)} rows loaded (${Date.now() - started} ms)`,
    );
    await target.database.migrate();
    log(`migrated from ${level.tag} to ${codeMigrations().at(-1)?.tag}`);

    const uploads = (await listFiles(folder)).filter((name) => name.startsWith('uploads/'));
    for (const name of uploads) {
      await target.storage.put(
        name.slice('uploads/'.length),
        await fs.readFile(path.join(folder, name)),
      );
    }
    log(`uploads: ${uploads.length} files`);
    return { manifest, warnings: await checkVapid(target, folder, manifest) };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** The archive's migration in this code's journal; a newer or unknown one is refused. */
function knownLevel(manifest: Manifest): MigrationLevel {
  const archived = manifest.database.migration;
  const migrations = codeMigrations();
  const known = migrations.find((m) => m.when === archived.when && m.tag === archived.tag);
  if (known) return known;
  const latest = migrations.at(-1);
  if (latest && archived.when > latest.when) {
    throw new BackupError(
      `The archive's migration level ${archived.tag} is newer than this code's ${latest.tag} (archive of ${manifest.app.name} ${manifest.app.version}): restore it with that version or a newer one`,
    );
  }
  throw new BackupError(`The archive's migration ${archived.tag} is not one this code knows`);
}

/** Refuses a database with any row in any table, or a store with any file. */
async function assertEmpty(target: RestoreTarget): Promise<void> {
  const tables = await findDumpTables(target.database.db);
  const withRows = await findTablesWithRows(
    target.database.db,
    tables.map((t) => t.name),
  );
  if (withRows.length > 0) {
    throw new BackupError(
      `The target database is not empty (rows in ${withRows.slice(0, 5).join(', ')}${withRows.length > 5 ? ', ...' : ''}): restore needs an empty database (a new PostgreSQL database or an empty DATA_DIR)`,
    );
  }
  for await (const key of target.storage.keys()) {
    throw new BackupError(
      `The target uploads store is not empty (it holds ${key}): restore needs an empty uploads folder or bucket`,
    );
  }
}

/** Loads every dumped table in one transaction, then checks each table's count. */
async function loadTables(db: Db, folder: string, manifest: Manifest): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = new Map((await findDumpTables(tx)).map((t) => [t.name, t]));
    const dumped = new Map(manifest.database.tables.map((t) => [t.name, t]));
    for (const name of dumped.keys()) {
      if (!tables.has(name))
        throw new BackupError(`The archive's table ${name} does not exist at its migration level`);
    }
    await setUserTriggers(tx, [...tables.keys()], false);
    // The target's order: each table after those it refers to.
    for (const table of tables.values()) {
      const entry = dumped.get(table.name);
      if (entry) await loadTable(tx, table, path.join(folder, entry.file));
    }
    await resetSequences(tx);
    await setUserTriggers(tx, [...tables.keys()], true);
    const loaded = await countRows(tx, [...dumped.keys()]);
    for (const entry of dumped.values()) {
      if (loaded.get(entry.name) !== entry.rows) {
        throw new BackupError(
          `Table ${entry.name}: ${loaded.get(entry.name)} rows loaded, the manifest says ${entry.rows}`,
        );
      }
    }
  });
}

async function loadTable(tx: Db, table: DumpTable, file: string): Promise<void> {
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === LOAD_BATCH) {
      await insertTableRows(tx, table, batch);
      batch = [];
    }
  }
  await insertTableRows(tx, table, batch);
}

async function countRows(tx: Db, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) counts.set(table, await countTableRows(tx, table));
  return counts;
}

/**
 * The push key pair after the restore: the archive's pair (from the database) must be the one
 * the restored app_state holds; a pair that came from the environment must be set again.
 */
async function checkVapid(
  target: RestoreTarget,
  folder: string,
  manifest: Manifest,
): Promise<string[]> {
  const warnings: string[] = [];
  if (manifest.vapid.source === 'database' && manifest.vapid.file) {
    const archived = JSON.parse(
      await fs.readFile(path.join(folder, manifest.vapid.file), 'utf8'),
    ) as VapidKeys;
    const restored = (await readAppState(target.database.db, VAPID_STATE_KEY)) as
      | VapidKeys
      | undefined;
    if (restored?.publicKey !== archived.publicKey || restored.privateKey !== archived.privateKey) {
      throw new BackupError("The restored database does not hold the archive's web push key pair");
    }
    if (
      target.vapidFromEnvironment &&
      target.vapidFromEnvironment.publicKey !== archived.publicKey
    ) {
      warnings.push(
        'VAPID_PUBLIC_KEY is set to another key than the backed-up instance used: its push subscribers will not receive messages until the environment names the restored pair (or is unset)',
      );
    }
  }
  if (manifest.vapid.source === 'environment' && !target.vapidFromEnvironment) {
    warnings.push(
      'The backed-up instance took its web push keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: set the same pair in this environment, or its subscribers stop receiving pushes',
    );
  }
  return warnings;
}
