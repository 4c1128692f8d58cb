import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { openPostgres } from '../apps/server/src/db/client';

/** Benchmarks run against a database of their own on the local PostgreSQL, never `test`. */
export const adminUrl =
  process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Drops and recreates `name`, applies this tree's migrations (unless `migrate` is false: a
 * server of another build then applies its own when it starts), and returns its URL.
 */
export async function freshDatabase(name: string, migrate = true): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = benchDatabaseUrl(name);
  if (!migrate) return url;
  const database = openPostgres(url, pino({ level: 'silent' }), 2);
  await database.migrate();
  await database.close();
  return url;
}

/** The URL of the benchmark database `name` on the local PostgreSQL (as it is, not recreated). */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops and recreates `name` as a copy of the database `template` (seeded once, copied for
 * each run that must start from the same state), and returns its URL.
 */
export async function cloneDatabase(template: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The bearer token the seed gives user number `i` (stored hashed, like real sessions). */
export function benchToken(i: number): string {
  return `bench-token-${String(i).padStart(8, '0')}`;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Starts the built server on `port` against `databaseUrl` and waits until it is healthy;
 * BENCH_PROCESSES=N runs it as N processes (WEB_CONCURRENCY, decision 049).
 */
export function startServer(
  databaseUrl: string,
  port: number,
  entry = serverEntry,
): Promise<ChildProcess> {
  return startBuiltServer(
    port,
    {
      DATABASE_URL: databaseUrl,
      DEMO_CONTENT: 'off',
      DATA_DIR: path.join(root, '.bench-data'),
      WEB_CONCURRENCY: process.env.BENCH_PROCESSES ?? '1',
    },
    60_000,
    entry,
  );
}

/**
 * The built server a benchmark starts: this checkout's, or BENCH_SERVER (the `dist/main.js`
 * of another build, such as a worktree of an earlier commit) to measure before and after
 * on the same seeded data.
 */
export const serverEntry = process.env.BENCH_SERVER ?? path.join(root, 'apps/server/dist/main.js');

/**
 * BENCH_PROFILE=<folder>: the server writes a V8 CPU profile of the run there when it stops
 * (`--cpu-prof`; each process of a cluster its own), to open in Chrome's DevTools
 * (Performance, "Load profile") or any flame-graph viewer. How the feed and ranking pages
 * were profiled for decision 052.
 */
const profileFlags = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
  : [];

/**
 * Starts the built server (`entry`, by default serverEntry) on `port` in production mode with
 * `env` added, and waits until `/api/health` answers.
 */
export async function startBuiltServer(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
  entry = serverEntry,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...profileFlags, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Figures {
  name: string;
  /** Requests answered during the measurement. */
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * The Accept-Encoding of a browser: every benchmark request sends it, so compressed answers
 * are measured as the web app receives them (decision 044).
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** Runs autocannon and condenses its result. */
export async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({
    connections: 10,
    duration: 10,
    ...options,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...options.headers },
  });
  return {
    name,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** What one answer weighs on the wire, in bytes. */
export interface AnswerBytes {
  /** The status line and headers. */
  head: number;
  /** The body as JSON, uncompressed. */
  json: number;
  /** The body as a browser receives it (BROWSER_ACCEPT_ENCODING). */
  compressed: number;
}

/** Sends one GET of `url` and counts the bytes of the answer's head and body. */
function weigh(url: string, headers: Record<string, string>) {
  return new Promise<{ head: number; body: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        }
        let body = 0;
        res.on('data', (chunk: Buffer) => {
          body += chunk.length;
        });
        res.on('end', () => resolve({ head, body }));
      })
      .on('error', reject);
  });
}

/** The bytes of one answer to GET `url` as `token`, plain and compressed. */
export async function answerBytes(url: string, token: string): Promise<AnswerBytes> {
  const authorization = `Bearer ${token}`;
  const plain = await weigh(url, { authorization });
  const packed = await weigh(url, { authorization, 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  return { head: packed.head, json: plain.body, compressed: packed.body };
}

/** Prints answer sizes as a line. */
export function printBytes(name: string, bytes: AnswerBytes) {
  console.log(
    `${name}: ${bytes.json} bytes of JSON (${bytes.compressed} compressed), ${bytes.head} bytes of status line and headers`,
  );
}

/** Prints figures as a Markdown table (pasted into docs/PERFORMANCE.md). */
export function printTable(rows: Figures[]) {
  console.log('\n| route | requests/s | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
    );
  }
}

/**
 * An autocannon request that signs in as the next of `tokens` on every call, so the load
 * spreads over many participants; `headers(i)` adds per-request headers (an Idempotency-Key).
 */
export function rotatingRequest(
  tokens: string[],
  request: { method: 'GET' | 'POST'; path: string; body?: string | ((i: number) => string) },
  headers: (i: number) => Record<string, string> = () => ({}),
): autocannon.Request {
  let next = 0;
  return {
    method: request.method,
    path: request.path,
    setupRequest: (req) => {
      const i = next++;
      const body = typeof request.body === 'function' ? request.body(i) : request.body;
      return {
        ...req,
        headers: {
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          ...(body ? { 'content-type': 'application/json' } : {}),
          authorization: `Bearer ${tokens[i % tokens.length]}`,
          ...headers(i),
        },
        ...(body ? { body } : {}),
      };
    },
  };
}

/**
 * Sets a seeded event's participant count and its collective totals (one shard row) from its
 * participants, which a seed writes with the counters' triggers and statements bypassed.
 */
export async function recountEvent(db: pg.Client, eventId: string) {
  await db.query(
    `update events set participant_count = (select count(*) from event_participants where event_id = $1)
     where id = $1`,
    [eventId],
  );
  await db.query(
    `insert into event_totals (event_id, shard, total_km_tenths, total_mile_tenths)
     select $1, 0, coalesce(sum(total_km_tenths), 0), coalesce(sum(total_mile_tenths), 0)
     from event_participants where event_id = $1`,
    [eventId],
  );
}

/** Clock ticks per second of /proc's CPU times. */
let ticksPerSecond: number | undefined;

/**
 * CPU seconds (user + system) process `pid` has used so far, its ended threads included (sharp
 * ends idle image threads); 0 once it has gone.
 */
function cpuSecondsOf(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds process `pid` and its children (the API processes of a cluster) have used so
 * far; a child that has gone no longer counts.
 */
function treeCpuSeconds(pid: number): number {
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone, or no children
  }
  return cpuSecondsOf(pid) + children.reduce((sum, child) => sum + treeCpuSeconds(child), 0);
}

/** CPU seconds used so far by the server process and by each PostgreSQL backend of its database. */
export interface CpuSnapshot {
  server: number;
  backends: Map<number, number>;
}

/**
 * Reads the CPU time the server process (with a cluster's API processes) and the PostgreSQL
 * backends connected to `databaseUrl` have used so far (Linux /proc; server and database run
 * on this machine).
 * Two snapshots around a measurement give the CPU per request (cpuPerRequest): unlike the
 * throughput, it barely moves when other work shares the cores.
 */
export async function cpuSnapshot(server: ChildProcess, databaseUrl: string): Promise<CpuSnapshot> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [new URL(databaseUrl).pathname.slice(1)],
  );
  await admin.end();
  return {
    server: treeCpuSeconds(server.pid!),
    backends: new Map(rows.map((r) => [r.pid, cpuSecondsOf(r.pid)])),
  };
}

/**
 * The server's and PostgreSQL's CPU microseconds per request of `figures`, between two
 * snapshots (a backend that started in between counts from 0).
 */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, figures: Figures) {
  let database = 0;
  for (const [pid, seconds] of after.backends)
    database += seconds - (before.backends.get(pid) ?? 0);
  const perRequest = (seconds: number) =>
    Math.round((seconds * 1e6) / Math.max(1, figures.requests));
  return { server: perRequest(after.server - before.server), database: perRequest(database) };
}

/** Runs `measure` and prints the CPU per request it cost the server and PostgreSQL. */
export async function measureWithCpu(
  server: ChildProcess,
  databaseUrl: string,
  name: string,
  options: autocannon.Options,
): Promise<Figures> {
  const before = await cpuSnapshot(server, databaseUrl);
  const figures = await measure(name, options);
  const cpu = cpuPerRequest(before, await cpuSnapshot(server, databaseUrl), figures);
  console.log(
    `${name}: ${figures.requests} requests, CPU per request: server ${cpu.server} µs, PostgreSQL ${cpu.database} µs`,
  );
  return figures;
}
