import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { type Database, openDatabase } from '../db/client';
import { createStorage } from '../platform/configured-storage';
import { systemClock } from '../platform/context';
import { createLogger } from '../platform/logger';
import type { Storage } from '../platform/storage';
import { signedAddresses } from '../platform/upload-addresses';
import { BackupError } from './backup-error';

/** The configured database and uploads store, as the server opens them. */
export async function openInstance(
  config: Config,
): Promise<{ database: Database; storage: Storage; log: Logger }> {
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, log, 2);
  // The commands copy files and hand out no addresses: any signing secret will do.
  const addresses = signedAddresses(randomBytes(32), systemClock);
  const storage = await createStorage(config.s3, path.join(config.dataDir, 'uploads'), addresses);
  return { database, storage, log };
}

/**
 * Runs a command's `work` and exits: 0 when it succeeded, 1 with only the message for a
 * refusal the operator can act on (BackupError) or the error's message otherwise.
 */
export function runCommand(work: () => Promise<void>): void {
  work().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof BackupError || err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
