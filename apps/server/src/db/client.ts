import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir } from './data-dir-lock';
import { NamedStatementClient } from './named-statements';
import { type ChannelHandlers, type ChannelListener, listenToChannel } from './pg-listener';
import { type RetryStats, retryStatements, retryTransactions } from './retry';
import * as schema from './schema';

/** The database handle every repository receives; a transaction has the same type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Listens on a notification channel over a connection of its own. PostgreSQL only: the
   * embedded PGlite serves one process, which has nobody to hear from.
   */
  listen?(channel: string, handlers: ChannelHandlers): ChannelListener;
  /**
   * Applies the committed migrations (under an advisory lock on PostgreSQL); `folder` names
   * another migrations folder (a restore applies a prefix of the journal, db/migration-level.ts).
   */
  migrate(folder?: string): Promise<void>;
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<boolean>;
  /** How often transient conflicts made work run again (decision 023). */
  stats: RetryStats;
  /**
   * The connection pool's state now (metrics, decision 094). PostgreSQL only: PGlite is one
   * connection inside the process, with no pool to read.
   */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

/** A PostgreSQL pool's connections and the queries waiting for one. */
export interface PoolStats {
  /** Most connections the pool opens. */
  max: number;
  /** Connections running a query or a transaction. */
  inUse: number;
  /** Open connections waiting for work. */
  idle: number;
  /** Queries waiting for a connection because all `max` are in use. */
  waiting: number;
}

/** Folder holding the generated SQL migrations, wherever this module is bundled. */
export function resolveMigrationsFolder(): string {
  // src/db/client.ts in development and tests; dist/main.js once bundled.
  const candidates = [
    fileURLToPath(new URL('../../drizzle', import.meta.url)),
    fileURLToPath(new URL('../drizzle', import.meta.url)),
  ];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Opens PostgreSQL through a pool whose errors are logged instead of crashing the process. */
export function openPostgres(url: string, log: Logger, poolSize = 20): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    Client: NamedStatementClient,
  });
  // An idle client losing its server (a PostgreSQL restart) emits here; unhandled it would
  // kill the process. The pool replaces the client on the next query.
  pool.on('error', (err) => log.warn({ err }, 'idle PostgreSQL client failed'));
  // Deadlocks and serialization failures run again in this one place (decision 023): every
  // top-level transaction as a whole, and single statements outside a transaction.
  const stats: RetryStats = { retries: 0 };
  const db = retryTransactions(
    drizzlePg(retryStatements(pool, stats, log), { schema }) as unknown as Db,
    stats,
    log,
  );
  return {
    db,
    kind: 'postgres',
    stats,
    async migrate(folder = resolveMigrationsFolder()) {
      const client = await pool.connect();
      try {
        // One process migrates at a time; the others wait and then find nothing to do.
        await client.query('select pg_advisory_lock(726354)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
      } finally {
        await client.query('select pg_advisory_unlock(726354)').catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    poolStats: () => ({
      max: poolSize,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: (channel, handlers) => listenToChannel(url, channel, handlers, log),
    close: () => pool.end(),
  };
}

/**
 * Opens PGlite in `dataDir` (or in memory when undefined). PGlite has no lock of its own,
 * so the folder is locked for this process (decision 027): a second running server refuses
 * to start, while a start after a crash takes the folder over at once. `loadDataDir` starts
 * an in-memory database from a dump (the tests' migrated template, decision 047).
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  let release: (() => void) | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  const client = dataDir
    ? new PGlite(path.join(dataDir, 'pgdata'))
    : options.loadDataDir
      ? new PGlite({ loadDataDir: options.loadDataDir })
      : new PGlite();
  try {
    await client.waitReady;
  } catch (err) {
    release?.();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One statement at a time cannot deadlock, but a transaction that raises a conflict
  // behaves as on PostgreSQL (decision 023).
  const stats: RetryStats = { retries: 0 };
  return {
    db: retryTransactions(db, stats),
    kind: 'pglite',
    stats,
    migrate: (folder = resolveMigrationsFolder()) =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    ping: () => ping(db),
    async close() {
      await client.close();
      release?.();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The database the configuration names: PostgreSQL at `databaseUrl`, else the embedded PGlite
 * in `dataDir` (its folder locked for this process). The server and the migrate command both
 * open it here.
 */
export function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  log: Logger,
  poolSize?: number,
): Promise<Database> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl, log, poolSize))
    : openPglite(path.join(config.dataDir));
}
