import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { type Config, loadConfig } from './config/config';
import { type Database, openDatabase } from './db/client';
import { jobHandlers, startupTasks } from './modules/index';
import { embeddedClusterMessage, runCluster } from './platform/cluster';
import { createStorage } from './platform/configured-storage';
import { systemClock } from './platform/context';
import { startJobWorker } from './platform/jobs';
import { createLogger } from './platform/logger';
import { createMailer } from './platform/mail';
import { endOfLifeWarning, isSupportedNode, unsupportedNodeMessage } from './platform/node-version';
import { createPushSender } from './platform/push';
import { prepareShutdown } from './platform/shutdown';
import { loadUploadSecret, signedAddresses } from './platform/upload-addresses';
import { loadVapidKeys } from './platform/vapid-keys';

/** The built web app next to this server: apps/web/dist from src/ and from dist/ alike. */
function defaultWebDist(): string | undefined {
  const dir = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}

/** The mailer, the photo storage and the push sender of a process. */
async function createServices(config: Config, log: Logger, database: Database) {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: path.join(config.dataDir, 'mail'),
    from: config.mailFrom,
    log,
  });
  // Every process signs photo addresses with the secret all of them share (decision 062).
  const secret = await loadUploadSecret({
    fromEnv: config.uploadSigningSecret,
    db: database.db,
  });
  const storage = await createStorage(
    config.s3,
    path.join(config.dataDir, 'uploads'),
    signedAddresses(secret, systemClock),
  );
  const push = createPushSender({
    keys: await loadVapidKeys({
      fromEnv: config.vapid,
      db: database.db,
      dataDir: config.dataDir,
      subject: config.vapidSubject,
    }),
    subject: config.vapidSubject,
    allowLoopback: config.pushAllowLoopback,
  });
  return { mailer, storage, push };
}

/** Opens the configured database, or ends the process with the reason it cannot. */
async function openOrExit(config: Config, log: Logger): Promise<Database> {
  try {
    const database = await openDatabase(config, log);
    log.info({ database: database.kind, dataDir: config.dataDir }, 'database opened');
    return database;
  } catch (err) {
    log.fatal((err as Error).message);
    process.exit(1);
  }
}

/**
 * What happens once per start before requests are served: migrations and the start-up tasks
 * (the demo content, the configured administrator). A cluster's primary does it before it
 * forks its workers, which then only serve.
 */
async function prepare(config: Config, log: Logger, database: Database) {
  await database.migrate();
  const services = await createServices(config, log, database);
  for (const task of startupTasks) await task({ db: database.db, config, ...services }, log);
  return services;
}

/** Process entry: configuration, then one process that serves, or a cluster (WEB_CONCURRENCY). */
async function main() {
  if (!isSupportedNode(process.versions.node)) {
    console.error(unsupportedNodeMessage(process.versions.node));
    process.exit(1);
  }
  const config = loadConfig();
  config.webDist ??= defaultWebDist();
  const log = createLogger(config.logLevel);
  // Once per start: the primary warns, the processes it forks do not.
  const endOfLife = cluster.isPrimary && endOfLifeWarning(process.versions.node, new Date());
  if (endOfLife) log.warn(endOfLife);

  if (config.webConcurrency > 1 && cluster.isPrimary) {
    if (!config.databaseUrl) {
      log.fatal(embeddedClusterMessage(config.webConcurrency));
      process.exit(1);
    }
    const database = await openOrExit(config, log);
    const { mailer } = await prepare(config, log, database);
    mailer.close();
    await database.close();
    runCluster(config.webConcurrency, log);
    return;
  }
  await serve(config, log);
}

/**
 * Serves requests in this process: the database, the app, the job worker, listen, and a
 * graceful shutdown. A cluster's worker finds the database prepared by its primary.
 */
async function serve(config: Config, log: Logger) {
  const database = await openOrExit(config, log);
  const { mailer, storage, push } = cluster.isWorker
    ? await createServices(config, log, database)
    : await prepare(config, log, database);

  const app = await buildApp({
    config,
    database,
    mailer,
    storage,
    push,
    logger: log,
  });
  if (!config.webDist) log.warn('web app not built: run `npm run build` to serve it at /');
  // Background jobs (decision 037): communications and event announcements, taken from the
  // queue every process on the database shares.
  const jobs = startJobWorker({ database, deps: { ...app.deps, log }, handlers: jobHandlers });

  // SIGTERM/SIGINT: no request the server took fails (decision 028). Connections drain for
  // up to 10 s while the job worker stops; then the session listener (app.close), mail and
  // the database close.
  const shutdown = prepareShutdown(app.server);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    // The worker stops claiming, finishes the step in hand and gives its job back while
    // the connections drain.
    const [{ cut }] = await Promise.all([shutdown.drain(), jobs.stop()]);
    if (cut > 0) log.error({ cut }, 'requests still running after 10 s were cut');
    await app.close();
    mailer.close();
    await database.close();
    log.info('stopped');
    process.exit(cut > 0 ? 1 : 0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`ready at ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
