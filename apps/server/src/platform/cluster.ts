import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** Why the embedded database cannot serve `processes` processes, and what to do instead. */
export function embeddedClusterMessage(processes: number): string {
  return `WEB_CONCURRENCY=${processes} needs DATABASE_URL: the embedded database (PGlite in DATA_DIR) serves one process. Set DATABASE_URL to a PostgreSQL database, or leave WEB_CONCURRENCY unset.`;
}

/** A worker that dies within this long of its start is not started again (a start-up fault). */
const MIN_LIFETIME_MS = 5_000;

/**
 * Runs `processes` API processes with Node's cluster module (decision 049): the primary forks
 * them, they share the listening port, and the primary starts again one that dies after it had
 * been up (a crash) and forwards SIGTERM and SIGINT to all of them, ending once they have
 * ended. Each worker runs `main.ts` again and serves (`cluster.isWorker`).
 */
export function runCluster(processes: number, log: Logger): void {
  let stopping = false;
  let exitCode = 0;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
  };

  cluster.on('exit', (worker, code, signal) => {
    const lifetime = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (!stopping) {
      log.error({ pid: worker.process.pid, code, signal }, 'API process ended');
      if (lifetime >= MIN_LIFETIME_MS) {
        fork();
        return;
      }
      log.fatal('an API process ended right after its start: stopping the cluster');
      exitCode = 1;
      stop();
    }
    if (started.size === 0) process.exit(exitCode);
  });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < processes; i++) fork();
  log.info({ processes }, 'cluster started');
}
