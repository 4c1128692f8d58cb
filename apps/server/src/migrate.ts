import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { createLogger } from './platform/logger';

/**
 * `npm run migrate` (built: `node apps/server/dist/migrate.js`): applies the committed
 * migrations to the configured database and exits, 0 when it is up to date. A deployment
 * runs it once before it starts the API processes (docs/DEPLOY.md). Two at once are safe:
 * on PostgreSQL each waits for the other's advisory lock, then finds nothing to do; the
 * embedded database's folder lock refuses a second process while a server holds it.
 */
async function migrate() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, log, 1);
  try {
    await database.migrate();
    log.info({ database: database.kind }, 'migrations applied');
  } finally {
    await database.close();
  }
}

migrate().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
