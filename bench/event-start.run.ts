import os from 'node:os';
import { arrive, type CrowdSetting, STEPS, type Step } from './crowd';
import { type CpuSnapshot, cpuSnapshot, startBuiltServer } from './lib';

/** How many API processes, and whether Redis counts the rate limits. */
export interface Setting {
  processes: number;
  redis: boolean;
}

/** The target of issue 28: every step's p99 within this, and no error. */
export const P99_TARGET_MS = 500;
/** How long the arrivals of one rate may take to finish after the last arrived. */
const DRAIN_MS = 60_000;

/** One build of the server under test: its dist/main.js, its name in the tables, its database. */
export interface Variant {
  build: string;
  entry: string;
  port: number;
  databaseUrl: string;
  env: Record<string, string>;
}

interface RunOptions {
  setting: Setting;
  /** One build, or two ("before", "after") taking turns at each rate. */
  variants: Variant[];
  crowd: Omit<CrowdSetting, 'record' | 'base'>;
  rates: number[];
  stepSeconds: number;
  pastBreak: number;
}

/** Nearest-rank percentile of sorted `values`. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The durations and failures of each step of the participants of one rate. */
class StepFigures {
  readonly times = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  readonly failures = new Map<Step, Map<string, number>>(STEPS.map((s) => [s, new Map()]));

  record = (step: Step, ms: number, failure?: string) => {
    if (failure) {
      const reasons = this.failures.get(step)!;
      reasons.set(failure, (reasons.get(failure) ?? 0) + 1);
    } else {
      this.times.get(step)!.push(ms);
    }
  };

  /**
   * Every step's figures; `worst` is the highest p99, `errors` all failures together, and
   * `worstWithoutPhoto` the highest p99 of every step but the upload of a photo (whose
   * re-encoding alone takes about 0.3 s of CPU).
   */
  summarise() {
    let worst = 0;
    let worstWithoutPhoto = 0;
    let errors = 0;
    const rows = STEPS.map((step) => {
      const sorted = [...this.times.get(step)!].sort((a, b) => a - b);
      const failed = [...this.failures.get(step)!.values()].reduce((a, b) => a + b, 0);
      errors += failed;
      const p99 = percentile(sorted, 99);
      worst = Math.max(worst, p99);
      if (step !== 'log with photo') worstWithoutPhoto = Math.max(worstWithoutPhoto, p99);
      return {
        step,
        count: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99,
        failed,
        reasons: [...this.failures.get(step)!].map(([why, n]) => `${n}× ${why}`).join('; '),
      };
    });
    return { rows, worst, worstWithoutPhoto, errors };
  }
}

/** CPU milliseconds per participant of the server (all its processes) and PostgreSQL. */
function cpuPerParticipant(before: CpuSnapshot, after: CpuSnapshot, participants: number) {
  let database = 0;
  for (const [pid, seconds] of after.backends)
    database += seconds - (before.backends.get(pid) ?? 0);
  const per = (seconds: number) => (seconds * 1000) / Math.max(1, participants);
  return { server: per(after.server - before.server), database: per(database) };
}

const ms = (value: number) => Math.round(value);

/** A started build and how far its crowd has come. */
interface Running {
  variant: Variant;
  label: string;
  server: Awaited<ReturnType<typeof startBuiltServer>>;
  crowd: Omit<CrowdSetting, 'record'>;
  next: number;
  highest: number;
  notHeld: number;
  highestWithoutPhoto: number;
  notHeldWithoutPhoto: number;
  /** Not held, even without the photo upload, `pastBreak` rates more. */
  done: boolean;
  /** Arrivals were still busy after the drain time: no higher rate is tried. */
  overloaded: boolean;
}

/**
 * Starts the server of each variant of `setting` (with two, both at once, each on its own
 * port and copy of the database), measures the CPU each step costs (participants one after
 * the other), then lets the crowd arrive at each rate in turn, the variants taking turns at
 * each rate so that both meet the same load from the rest of the machine, printing a table
 * per rate, until a rate is not held even without the photo upload (and `pastBreak` more).
 * Answers the highest rate each variant held.
 */
export async function runSetting(options: RunOptions) {
  const { setting } = options;
  const name = `${setting.processes} process${setting.processes > 1 ? 'es' : ''}${setting.redis ? ', Redis' : ''}`;
  const runs: Running[] = [];
  try {
    for (const variant of options.variants) {
      const label = variant.build ? `${variant.build}, ${name}` : name;
      const server = await startBuiltServer(variant.port, variant.env, 60_000, variant.entry);
      runs.push({
        variant,
        label,
        server,
        crowd: { ...options.crowd, base: `http://127.0.0.1:${variant.port}` },
        next: 0,
        highest: 0,
        notHeld: 0,
        highestWithoutPhoto: 0,
        notHeldWithoutPhoto: 0,
        done: false,
        overloaded: false,
      });
    }
    for (const run of runs) {
      console.log(
        `\n# ${run.label} (WEB_CONCURRENCY=${setting.processes}${setting.redis ? ', REDIS_URL set' : ''})`,
      );
      await probeCpu(run);
    }
    // Builds compared stay side by side at every rate until each has stopped holding: on a
    // shared machine one bad rate of one build must not leave the other to run alone.
    for (const rate of options.rates) {
      for (const run of runs.filter((r) => !r.overloaded)) await runRate(run, rate, options);
      if (runs.every((r) => r.done)) break;
    }
    return runs.map((run) => {
      const rateText = (rate: number) =>
        rate > 0
          ? `${rate} participants/s (${rate * 60} a minute, ${ms((rate * 60) / setting.processes)} a minute per process)`
          : `none of the rates tried (lowest ${options.rates[0]}/s)`;
      const summary = `${rateText(run.highest)}; every step but the photo upload: ${rateText(run.highestWithoutPhoto)}`;
      console.log(`\n${run.label}: highest rate held ${summary}`);
      return { label: run.label, databaseUrl: run.variant.databaseUrl, summary };
    });
  } finally {
    for (const run of runs) {
      run.server.kill('SIGTERM');
      await new Promise((resolve) => run.server.once('exit', resolve));
    }
  }
}

/** One rate for one build: the arrivals of `stepSeconds`, their table, and whether it held. */
async function runRate(run: Running, rate: number, options: RunOptions) {
  const { stepSeconds } = options;
  const { server, label } = run;
  const databaseUrl = run.variant.databaseUrl;
  const figures = new StepFigures();
  const crowd: CrowdSetting = { ...run.crowd, record: figures.record };
  const before = await cpuSnapshot(server, databaseUrl);
  const load = process.cpuUsage();
  const flows: Promise<void>[] = [];
  const end = performance.now() + stepSeconds * 1000;
  // Poisson arrivals: exponential gaps averaging 1/rate seconds.
  let at = performance.now();
  for (;;) {
    at += (-Math.log(1 - Math.random()) / rate) * 1000;
    if (at >= end) break;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    flows.push(arrive(crowd, run.next++));
  }
  const drained = await Promise.race([
    Promise.all(flows).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), DRAIN_MS)),
  ]);
  const cpu = cpuPerParticipant(before, await cpuSnapshot(server, databaseUrl), flows.length);
  const generator = process.cpuUsage(load);
  const { rows, worst, worstWithoutPhoto, errors } = figures.summarise();
  const finished = rows.find((r) => r.step === 'ranking')?.count ?? 0;
  const unfinished = drained ? 0 : flows.length - finished - errors;
  const isHeld = drained && errors === 0 && worst <= P99_TARGET_MS;
  const isHeldWithoutPhoto = drained && errors === 0 && worstWithoutPhoto <= P99_TARGET_MS;
  console.log(
    `\n## ${label}: ${rate} participants/s (${flows.length} arrived in ${stepSeconds} s, ${finished} finished${unfinished > 0 ? `, ${unfinished} still busy after ${DRAIN_MS / 1000} s` : ''}): ${isHeld ? 'held' : isHeldWithoutPhoto ? 'NOT held (held but for the photo upload)' : 'NOT held'}`,
  );
  console.log('| step | answered | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.step} | ${r.count} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.failed}${r.reasons ? ` (${r.reasons})` : ''} |`,
    );
  }
  console.log(
    `CPU per participant: server ${ms(cpu.server)} ms, PostgreSQL ${ms(cpu.database)} ms, load generator ${ms((generator.user + generator.system) / 1000 / Math.max(1, flows.length))} ms; load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  if (isHeld && run.notHeld === 0) run.highest = rate;
  else if (!isHeld) run.notHeld++;
  if (isHeldWithoutPhoto && run.notHeldWithoutPhoto === 0) run.highestWithoutPhoto = rate;
  else if (!isHeldWithoutPhoto) run.notHeldWithoutPhoto++;
  // The crowd keeps rising until even the steps without a photo are not held; arrivals still
  // busy after the drain time end it too (the next rate would meet a server still busy).
  if (!drained) run.overloaded = true;
  if (run.notHeldWithoutPhoto > options.pastBreak || !drained) run.done = true;
}

/**
 * Twelve participants one after the other (four with the photo), each step wrapped in CPU
 * snapshots: what each step costs the server and PostgreSQL when nothing else runs. Also the
 * warm-up (prepared statements, sharp loaded).
 */
async function probeCpu(run: Running) {
  const { server } = run;
  const { databaseUrl } = run.variant;
  const totals = new Map<Step, { server: number; database: number; n: number }>();
  const figures = new StepFigures();
  const crowd: CrowdSetting = {
    ...run.crowd,
    record: figures.record,
    around: async (step, measured) => {
      const before = await cpuSnapshot(server, databaseUrl);
      await measured();
      const cpu = cpuPerParticipant(before, await cpuSnapshot(server, databaseUrl), 1);
      const sum = totals.get(step) ?? { server: 0, database: 0, n: 0 };
      totals.set(step, {
        server: sum.server + cpu.server,
        database: sum.database + cpu.database,
        n: sum.n + 1,
      });
    },
  };
  // The first three warm the processes up and are not counted.
  for (let i = 0; i < 15; i++) {
    if (i === 3) totals.clear();
    await arrive(crowd, run.next++);
  }
  const { errors } = figures.summarise();
  console.log('\nCPU per step, participants one after the other (ms; server = all API processes):');
  console.log('| step | server | PostgreSQL | participants |');
  console.log('|---|---|---|---|');
  for (const step of STEPS) {
    const t = totals.get(step);
    if (t)
      console.log(
        `| ${step} | ${(t.server / t.n).toFixed(1)} | ${(t.database / t.n).toFixed(1)} | ${t.n} |`,
      );
  }
  if (errors > 0) console.log(`(${errors} errors while probing)`);
}
