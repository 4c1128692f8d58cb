import { AppError } from '@cc/shared/errors/app-error';
import type { Database } from '../../db/client';
import { appliedMigrationTime, codeMigrations } from '../../db/migration-level';

/** The `when` of the newest migration this release ships, read from its journal once. */
let codeLevel: number | undefined;

/**
 * Whether this process should get traffic (decision 094): the database answers and its
 * newest applied migration is the newest this release ships, neither older
 * (MIGRATIONS_PENDING: the migration has not run) nor newer (MIGRATIONS_AHEAD: a newer
 * release migrated it). Throws the reason otherwise; liveness (/api/health) asks only
 * whether the process serves.
 */
export async function assertReady(database: Pick<Database, 'db' | 'ping'>): Promise<void> {
  if (!(await database.ping())) throw new AppError('SERVICE_UNAVAILABLE');
  codeLevel ??= codeMigrations().at(-1)?.when ?? 0;
  let applied: number | undefined;
  try {
    applied = await appliedMigrationTime(database.db);
  } catch {
    // The database went away between the ping and the read.
    throw new AppError('SERVICE_UNAVAILABLE');
  }
  if (applied === undefined || applied < codeLevel) throw new AppError('MIGRATIONS_PENDING');
  if (applied > codeLevel) throw new AppError('MIGRATIONS_AHEAD');
}
