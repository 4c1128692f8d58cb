// Paired create benchmark: this checkout's server and another build (BENCH_VS, the
// `apps/server/dist/main.js` of e.g. a clone of an earlier commit) run side by side on one
// seeded database and take turns, BENCH_PAIRS times (default 8), each turn 10 s of creates
// with an Idempotency-Key (as the web app sends them) at 10 connections, the order swapped
// every pair. Taking turns on the same data within seconds cancels most of the machine's
// drift, which separate runs of bench:activities do not (issue 25). Prints each pair and the
// medians of throughput, its ratio and the CPU per create; asserts nothing on time.
import type { ChildProcess } from 'node:child_process';
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

const url = await freshDatabase('cc_bench_paired');
console.log('seeding 10,000 users, 1 event, 100,000 activities ...');
const { eventId, tokens } = await seedActivities(url, {
  users: 10_000,
  activities: 100_000,
  sessions: 10_000,
});

interface Contender {
  name: string;
  base: string;
  server: ChildProcess;
  request: ReturnType<typeof rotatingRequest>;
}

// One counter for both: neither resends the other's entries.
const body = spreadEntries(eventId);
const createCall = { method: 'POST', path: '/api/activities', body } as const;
const contender = async (name: string, at: number, entry?: string): Promise<Contender> => ({
  name,
  base: `http://127.0.0.1:${at}`,
  server: await startServer(url, at, entry),
  request: rotatingRequest(tokens, createCall, (i) => ({
    'idempotency-key': `paired-${name}-${process.pid}-${i}`,
  })),
});
const contenders = [await contender('this', port), await contender('other', port + 1, other)];

/** Creates/s and the server's plus PostgreSQL's CPU µs per create of one 10-second turn. */
async function turn(c: Contender, duration = 10) {
  const before = await cpuSnapshot(c.server, url);
  const figures = await measure(c.name, { url: c.base, duration, requests: [c.request] });
  const cpu = cpuPerRequest(before, await cpuSnapshot(c.server, url), figures);
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
