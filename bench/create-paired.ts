// Paired create benchmark: this checkout's server and another build (BENCH_VS, the
// `apps/server/dist/main.js` of e.g. a clone of an earlier commit) run side by side on one
// seeded database and take turns, BENCH_PAIRS times (default 8), each turn 10 s of creates
// with an Idempotency-Key (as the web app sends them) at 10 connections, the order swapped
// every pair. Taking turns on the same data within seconds cancels most of the machine's
// drift, which separate runs of bench:activities do not (issue 25); BENCH_VS_SCHEMA=own gives
// the other build a database of its own (below). Prints each pair and the
// medians of throughput, its ratio and the CPU per create; asserts nothing on time.
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { spreadEntries } from './entries';
import {
  cpuPerRequest,
  cpuSnapshot,
  freshDatabase,
  measure,
  rotatingRequest,
  startServer,
} from './lib';
import { seedActivities } from './seed-activities';

const other = process.env.BENCH_VS;
if (!other) throw new Error('BENCH_VS=<other build>/apps/server/dist/main.js is required');
const pairs = Number(process.env.BENCH_PAIRS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 3210);

/** A seeded database: 10,000 participants of one event, 100,000 activities, all signed in. */
async function seeded(url: string) {
  console.log('seeding 10,000 users, 1 event, 100,000 activities ...');
  const { eventId, tokens } = await seedActivities(url, {
    users: 10_000,
    activities: 100_000,
    sessions: 10_000,
  });
  return { url, eventId, tokens };
}

interface Contender {
  name: string;
  base: string;
  url: string;
  server: ChildProcess;
  request: ReturnType<typeof rotatingRequest>;
}

// One counter for both: neither resends the other's entries.
const counter = { next: 0 };
const contender = async (
  name: string,
  at: number,
  data: Awaited<ReturnType<typeof seeded>>,
  server: ChildProcess,
): Promise<Contender> => ({
  name,
  base: `http://127.0.0.1:${at}`,
  url: data.url,
  server,
  request: rotatingRequest(
    data.tokens,
    { method: 'POST', path: '/api/activities', body: spreadEntries(data.eventId, counter) },
    (i) => ({ 'idempotency-key': `paired-${name}-${process.pid}-${i}` }),
  ),
});

// BENCH_VS_SCHEMA=own: the other build gets a database of its own with its own migrations
// (it creates the tables when it starts, the seed follows), for a change that adds triggers
// or indexes: on this tree's schema the other build would pay for them too.
const mine = await seeded(await freshDatabase('cc_bench_paired'));
// BENCH_SETUP_SQL: statements run on this build's database before it starts, to measure what
// a part costs by taking it away (e.g. `alter table activities disable trigger activities_daily`).
if (process.env.BENCH_SETUP_SQL) {
  const db = new pg.Client({ connectionString: mine.url });
  await db.connect();
  await db.query(process.env.BENCH_SETUP_SQL);
  await db.end();
}
const contenders = [await contender('this', port, mine, await startServer(mine.url, port))];
if (process.env.BENCH_VS_SCHEMA === 'own') {
  const url = await freshDatabase('cc_bench_paired_vs', false);
  const server = await startServer(url, port + 1, other);
  contenders.push(await contender('other', port + 1, await seeded(url), server));
} else {
  contenders.push(
    await contender('other', port + 1, mine, await startServer(mine.url, port + 1, other)),
  );
}

/** Creates/s and the server's plus PostgreSQL's CPU µs per create of one 10-second turn. */
async function turn(c: Contender, duration = 10) {
  const before = await cpuSnapshot(c.server, c.url);
  const figures = await measure(c.name, { url: c.base, duration, requests: [c.request] });
  const cpu = cpuPerRequest(before, await cpuSnapshot(c.server, c.url), figures);
  if (figures.non2xx || figures.errors) {
    console.log(`${c.name}: ${figures.non2xx} non-2xx, ${figures.errors} errors`);
  }
  return { perSecond: figures.requestsPerSecond, cpu: cpu.server + cpu.database };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? 0;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

try {
  for (const c of contenders) await turn(c, 3); // warm-up
  console.log('\n| pair | creates/s, this / other | ratio | CPU µs per create, this / other |');
  console.log('|---|---|---|---|');
  const rows: { ratio: number; rate: [number, number]; cpu: [number, number] }[] = [];
  for (let p = 1; p <= pairs; p++) {
    const order = p % 2 ? contenders : [...contenders].reverse();
    const result = new Map<string, { perSecond: number; cpu: number }>();
    for (const c of order) result.set(c.name, await turn(c));
    const [mine, theirs] = [result.get('this')!, result.get('other')!];
    const ratio = mine.perSecond / theirs.perSecond;
    rows.push({ ratio, rate: [mine.perSecond, theirs.perSecond], cpu: [mine.cpu, theirs.cpu] });
    console.log(
      `| ${p} | ${mine.perSecond} / ${theirs.perSecond} | ${ratio.toFixed(2)} | ${mine.cpu} / ${theirs.cpu} |`,
    );
  }
  const pick = (f: (r: (typeof rows)[number]) => number) => median(rows.map(f));
  console.log(
    `| median | ${pick((r) => r.rate[0])} / ${pick((r) => r.rate[1])} | **${pick((r) => r.ratio).toFixed(2)}** | ${pick((r) => r.cpu[0])} / ${pick((r) => r.cpu[1])} |`,
  );
} finally {
  for (const c of contenders) c.server.kill('SIGTERM');
}
