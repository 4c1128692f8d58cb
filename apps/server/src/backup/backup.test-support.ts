import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { create, extract } from 'tar';
import { type Database, openPglite, openPostgres } from '../db/client';
import { systemClock } from '../platform/context';
import { createLocalStorage, type Storage } from '../platform/storage';
import { signedAddresses } from '../platform/upload-addresses';
import { createTestDatabase } from '../test/database';
import { createEmptyPostgresDatabase } from '../test/processes';

/** A restore's target: a database nobody has migrated and an empty uploads folder. */
export interface EmptyInstance {
  database: Database;
  storage: Storage;
  uploads: string;
  close(): Promise<void>;
}

/**
 * A new, unmigrated database of the engine under test (in-memory PGlite, or a new database
 * on TEST_DATABASE_URL) and an empty uploads folder; `migrated`: a migrated empty database
 * (the tests' template copy, much faster to get); `engine` another engine than the one under
 * test (PostgreSQL needs TEST_DATABASE_URL).
 */
export async function createEmptyInstance(
  options: { migrated?: boolean; engine?: 'pglite' | 'postgres' } = {},
): Promise<EmptyInstance> {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-restore-uploads-'));
  const storage = createLocalStorage(uploads, signedAddresses(randomBytes(32), systemClock));
  let database: Database;
  let drop = async () => {};
  if (options.migrated) {
    database = await createTestDatabase();
  } else if (
    (options.engine ?? (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite')) === 'postgres'
  ) {
    const empty = await createEmptyPostgresDatabase();
    database = openPostgres(empty.url, pino({ level: 'silent' }), 3);
    drop = empty.drop;
  } else {
    database = await openPglite(undefined);
  }
  return {
    database,
    storage,
    uploads,
    async close() {
      await database.close();
      await drop();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/**
 * Changes an archive as someone with the file could: unpacks it, lets `change` edit the
 * unpacked folder, and packs it again under `target`.
 */
export async function editArchive(
  archive: string,
  target: string,
  change: (folder: string) => void,
): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-edit-archive-'));
  try {
    await extract({ file: archive, cwd: folder });
    change(folder);
    await create({ gzip: true, cwd: folder, file: target }, fs.readdirSync(folder));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Runs `src/backup.ts` or `src/restore.ts` through tsx, as `npm run backup` runs the built
 * one, with `args` and `env` (DATA_DIR, DATABASE_URL); resolves with its exit code and output.
 */
export function runBackupCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const entry = fileURLToPath(new URL(`../${command}.ts`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
