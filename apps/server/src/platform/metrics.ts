import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { findJobTypeStats, type JobTypeStats } from '../db/job-stats';
import type { Mailer } from './mail';
import type { PushOutcome, PushSender } from './push';

/**
 * The process's Prometheus metrics (decision 094), in a registry of their own so that
 * several apps in one process (the tests) never share a family. What one process does
 * (requests, sends, failed job attempts) is counted here as it happens; what every process
 * shares (the job queue, the database) is read at scrape time, so each replica reports the
 * same queue and Prometheus sums only what is per process. No label carries a person:
 * routes are patterns, job types and outcomes are words of the code.
 */
export interface Metrics {
  readonly registry: Registry;
  /**
   * Counts one request in flight from its start; the returned function ends it, timing it
   * by its answer, or only ending it when it has none (the client left first).
   */
  startRequest(): (answer?: { route: string | undefined; method: string; status: number }) => void;
  /** Counts a job attempt that threw: retried later, or given up for good. */
  countJobFailure(type: string, outcome: 'retried' | 'given_up'): void;
  /** Counts the outcome of one Web Push send. */
  countPush(outcome: PushOutcome | 'failed'): void;
  /** Counts the outcome of one mail. */
  countMail(outcome: 'sent' | 'failed'): void;
}

export interface MetricsOptions {
  database: Database;
  /** The job types the worker runs: each is reported, also while its queue is empty. */
  jobTypes: string[];
  log: FastifyBaseLogger;
}

/** The methods a route can have; anything else a client sends is counted as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route label of a request no route matched (404s, scanners). */
export const UNMATCHED_ROUTE = 'unmatched';

/** `2xx`..`5xx`: the class of an HTTP status. */
function statusClass(status: number): string {
  return `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`;
}

/**
 * Shares one read among the collectors of a scrape: prom-client starts every collector of a
 * scrape before it awaits any, so they all join the read in flight.
 */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/** Creates the registry with every family the server exposes. */
export function createMetrics(opts: MetricsOptions): Metrics {
  const { database, log } = opts;
  const registry = new Registry();
  // process_* (memory, CPU, handles) and nodejs_* (event-loop lag, heap, GC).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: 'cc_http_request_duration_seconds',
    help: 'Time from the start of a request to its answer, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'],
    registers,
  });
  const inFlight = new Gauge({
    name: 'cc_http_requests_in_flight',
    help: 'Requests this process has started and not answered yet.',
    registers,
  });
  const jobFailures = new Counter({
    name: 'cc_job_failures_total',
    help: 'Job attempts that threw, by job type and outcome (retried later, or given up).',
    labelNames: ['type', 'outcome'],
    registers,
  });
  const push = new Counter({
    name: 'cc_push_messages_total',
    help: 'Web Push sends by outcome: sent, gone (404/410), refused (endpoint or keys unusable), failed (retried later).',
    labelNames: ['outcome'],
    registers,
  });
  const mail = new Counter({
    name: 'cc_mail_messages_total',
    help: 'Mails handed to SMTP (or written to files) by outcome: sent or failed.',
    labelNames: ['outcome'],
    registers,
  });

  // Every known series starts at 0, so that the first event shows in rate() and increase().
  for (const type of opts.jobTypes) {
    for (const outcome of ['retried', 'given_up']) jobFailures.inc({ type, outcome }, 0);
  }
  for (const outcome of ['sent', 'gone', 'refused', 'failed']) push.inc({ outcome }, 0);
  for (const outcome of ['sent', 'failed']) mail.inc({ outcome }, 0);

  registerQueueGauges(
    registry,
    opts.jobTypes,
    sharedRead(() => findJobTypeStats(database.db)),
    log,
  );
  registerDatabaseGauges(registry, database);

  return {
    registry,
    startRequest() {
      const end = duration.startTimer();
      inFlight.inc();
      let ended = false;
      return (answer) => {
        if (ended) return;
        ended = true;
        inFlight.dec();
        if (!answer) return;
        const { route, method, status } = answer;
        end({
          route: route ?? UNMATCHED_ROUTE,
          method: METHODS.has(method) ? method : 'OTHER',
          status_class: statusClass(status),
        });
      };
    },
    countJobFailure: (type, outcome) => jobFailures.inc({ type, outcome }),
    countPush: (outcome) => push.inc({ outcome }),
    countMail: (outcome) => mail.inc({ outcome }),
  };
}

/**
 * The queue's gauges, read from the jobs table at scrape time: every known type gets a
 * value (0 while empty), so a panel never loses its line.
 */
function registerQueueGauges(
  registry: Registry,
  jobTypes: string[],
  readStats: () => Promise<JobTypeStats[]>,
  log: FastifyBaseLogger,
) {
  const families: [string, string, (s: JobTypeStats) => number][] = [
    ['cc_job_queue_due', 'Jobs due now and waiting for a worker, by type.', (s) => s.due],
    [
      'cc_job_queue_scheduled',
      'Jobs queued for a later time (first run or retry backoff), by type.',
      (s) => s.scheduled,
    ],
    ['cc_job_queue_running', 'Jobs running under a live lease, by type.', (s) => s.running],
    [
      'cc_job_queue_oldest_due_age_seconds',
      'Seconds the oldest due job of a type has waited for a worker (0 when none is due).',
      (s) => s.oldestDueSeconds,
    ],
  ];
  for (const [name, help, value] of families) {
    new Gauge({
      name,
      help,
      labelNames: ['type'],
      registers: [registry],
      async collect() {
        this.reset();
        let stats: JobTypeStats[];
        try {
          stats = await readStats();
        } catch (err) {
          // The database is away: no queue values this scrape (cc_database_up says why).
          log.warn({ err }, 'metrics: the job queue could not be read');
          return;
        }
        for (const type of jobTypes) this.set({ type }, 0);
        for (const s of stats) this.set({ type: s.type }, value(s));
      },
    });
  }
}

/** Whether the database answers, and the PostgreSQL pool's connections. */
function registerDatabaseGauges(registry: Registry, database: Database) {
  new Gauge({
    name: 'cc_database_up',
    help: 'Whether the database answered a query at scrape time (1) or not (0).',
    registers: [registry],
    async collect() {
      this.set((await database.ping()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'cc_db_pool_connections',
    help: 'The PostgreSQL pool of this process: connections in_use and idle, queries waiting for one, and its max. No samples on PGlite, which has no pool.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
}

/** The mailer, counting each mail's outcome. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        metrics.countMail('failed');
        throw err;
      }
      metrics.countMail('sent');
    },
    close: () => mailer.close(),
  };
}

/** The push sender, counting each send's outcome. */
export function countedPush(push: PushSender, metrics: Metrics): PushSender {
  return {
    publicKey: push.publicKey,
    policy: push.policy,
    async send(target, message) {
      let outcome: PushOutcome;
      try {
        outcome = await push.send(target, message);
      } catch (err) {
        metrics.countPush('failed');
        throw err;
      }
      metrics.countPush(outcome);
      return outcome;
    },
  };
}
