import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { readAppState } from '../db/app-state';
import type { Database, Db } from '../db/client';
import { findDumpTables, readTableRows } from '../db/dump';
import { appliedMigrationTime, codeMigrations, type MigrationLevel } from '../db/migration-level';
import type { Storage } from '../platform/storage';
import { VAPID_STATE_KEY } from '../platform/vapid-keys';
import { digestFile, listFiles, packArchive } from './archive';
import { BackupError } from './backup-error';
import { ARCHIVE_FORMAT, appVersion, MANIFEST_FILE, type Manifest } from './manifest';

/** What a backup reads: the database, the uploads' store and where the push keys come from. */
export interface BackupSource {
  database: Database;
  storage: Pick<Storage, 'keys' | 'read' | 'folder'>;
  /** Whether VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are set (then the pair is the operator's). */
  vapidFromEnvironment: boolean;
  /** Progress lines for the operator. */
  log?: (message: string) => void;
}

export const VAPID_FILE = 'vapid-keys.json';

/**
 * Writes one archive of the whole instance to `target` (decision 092): the database as a
 * logical dump taken in one REPEATABLE READ transaction (one consistent snapshot while the
 * app keeps running), then every stored upload, the web push key pair and the manifest with
 * a SHA-256 per part. The parts are staged in a folder beside `target` (files of a local
 * store are hard-linked there when they are on the same file system) and removed after.
 */
export async function createBackup(source: BackupSource, target: string): Promise<Manifest> {
  const log = source.log ?? (() => {});
  const staging = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(4).toString('hex')}.staging`,
  );
  await fs.mkdir(path.join(staging, 'database'), { recursive: true });
  try {
    const started = Date.now();
    const { migration, tables, vapid } = await dumpDatabase(source.database, staging);
    log(
      `database: ${tables.reduce((n, t) => n + t.rows, 0)} rows in ${tables.length} tables (${Date.now() - started} ms)`,
    );
    const uploads = await copyUploads(source.storage, staging);
    log(`uploads: ${uploads.files} files, ${uploads.bytes} bytes`);

    let vapidSource: Manifest['vapid'] = { source: 'none' };
    if (source.vapidFromEnvironment) vapidSource = { source: 'environment' };
    else if (vapid) {
      await fs.writeFile(path.join(staging, VAPID_FILE), JSON.stringify(vapid, null, 2));
      vapidSource = { source: 'database', file: VAPID_FILE };
    }

    const parts: Manifest['parts'] = {};
    for (const name of (await listFiles(staging)).sort()) {
      parts[name] = await digestFile(path.join(staging, name));
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: new Date().toISOString(),
      app: appVersion(),
      database: { engine: source.database.kind, dump: 'json-lines', migration, tables },
      uploads: { store: source.storage.folder ? 'local' : 's3', ...uploads },
      vapid: vapidSource,
      parts,
    };
    await fs.writeFile(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await packArchive(staging, target);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** The journal entry of the last migration applied to `db`; the code must know it. */
async function migrationLevelOf(db: Db): Promise<MigrationLevel> {
  const applied = await appliedMigrationTime(db);
  if (applied === undefined)
    throw new BackupError('The database has not been migrated: nothing to back up');
  const level = codeMigrations().find((m) => m.when === applied);
  if (!level) {
    throw new BackupError(
      'The database is at a migration this code does not know (it was migrated by a newer version): back it up with that version',
    );
  }
  return level;
}

/** Dumps every table, one JSON line per row, in one read-only REPEATABLE READ snapshot. */
async function dumpDatabase(database: Database, staging: string) {
  return database.db.transaction(
    async (tx) => {
      // Timestamps written in UTC, whatever the server's TimeZone: archives of the same
      // data are the same bytes on every engine and host.
      await tx.execute(sql`set local time zone 'UTC'`);
      const migration = await migrationLevelOf(tx);
      const tables: Manifest['database']['tables'] = [];
      for (const table of await findDumpTables(tx)) {
        const file = `database/${table.name}.jsonl`;
        const handle = await fs.open(path.join(staging, file), 'w');
        let rows = 0;
        try {
          for await (const batch of readTableRows(tx, table.name)) {
            await handle.write(`${batch.join('\n')}\n`);
            rows += batch.length;
          }
        } finally {
          await handle.close();
        }
        tables.push({ name: table.name, file, rows });
      }
      const vapid = await readAppState(tx, VAPID_STATE_KEY);
      return { migration, tables, vapid };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Copies every stored upload into `staging/uploads/<key>`: a hard link from a local folder
 * when it can (no copy of the bytes), else a copy through the store.
 */
async function copyUploads(
  storage: BackupSource['storage'],
  staging: string,
): Promise<{ files: number; bytes: number }> {
  const root = path.join(staging, 'uploads');
  let files = 0;
  let bytes = 0;
  for await (const key of storage.keys()) {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep))
      throw new BackupError(`Stored key ${key} leaves the uploads folder`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    if (!(await linkLocal(storage.folder, key, file))) {
      const stream = await storage.read(key);
      if (!stream) continue; // deleted since it was listed
      await pipeline(stream, createWriteStream(file));
    }
    files += 1;
    bytes += (await fs.stat(file)).size;
  }
  return { files, bytes };
}

/** Hard-links `key` of a local store to `file`; false when there is no local store or no link. */
async function linkLocal(folder: string | undefined, key: string, file: string): Promise<boolean> {
  if (!folder) return false;
  try {
    await fs.link(path.join(folder, key), file);
    return true;
  } catch {
    return false;
  }
}
