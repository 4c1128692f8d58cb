// Issue 28 benchmark, "the 9:00 scenario": a challenge opens and a crowd of participants
// arrives at a rising rate. Each arrival is an independent flow (open-loop: arrivals keep
// coming however slow the answers get) that signs in with its real password, opens the app,
// joins the challenge, reads the feed and the progress page, logs a run (one in three with a
// phone photo) and opens the ranking (bench/crowd.ts). Per arrival rate it prints p50/p95/p99
// per step and the errors, and the highest rate held with p99 <= 500 ms in every step and no
// error; for 2 API processes, 1, and 2 with Redis counting the rate limits. Each setting
// starts from a copy of the same seeded database and ends with a check that every total is
// exact. Prints figures; asserts nothing on time.
//
// BENCH_RATES (participants/s, comma-separated), BENCH_STEP_SECONDS (per rate, default 15),
// BENCH_SETTINGS (e.g. "2,1,2+redis"), BENCH_PAST_BREAK (rates to try past the first one
// not held, default 0) shorten or widen a run; BENCH_SERVER measures another build, and
// BENCH_COMPARE=<its dist/main.js> runs that build ("before") beside this one ("after"), each
// on its own copy of the database and port (BENCH_PORT and the next), taking turns at each
// rate.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { agent } from './crowd';
import { runSetting, type Setting, type Variant } from './event-start.run';
import { cloneDatabase, freshDatabase, serverEntry } from './lib';
import { makePhoto, seedCrowd } from './seed-crowd';

const port = Number(process.env.BENCH_PORT ?? 3250);
const rates = (process.env.BENCH_RATES ?? '1,2,4,6,8,10,12').split(',').map(Number);
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? 15);
const pastBreak = Number(process.env.BENCH_PAST_BREAK ?? 0);
const settings: Setting[] = (process.env.BENCH_SETTINGS ?? '2,1,2+redis')
  .split(',')
  .map((text) => ({
    processes: Number.parseInt(text, 10),
    redis: text.includes('+redis'),
  }));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Enough accounts for every arrival of a full run (Poisson arrivals come up to a few per
// cent above the rate) and the CPU probe's.
const accounts = Math.ceil(rates.reduce((sum, rate) => sum + rate, 0) * stepSeconds * 1.2) + 100;
const day = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
const started = Date.now();
const seedUrl = await freshDatabase('cc_bench_crowd_seed');
const { eventId } = await seedCrowd(seedUrl, accounts);
const photo = await makePhoto(day);
console.log(
  `seeded ${accounts} verified participants and a challenge that starts today, made a ${(photo.length / 1e6).toFixed(1)} MB 4032x3024 JPEG, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(
  `rates ${rates.join(', ')} participants/s, ${stepSeconds} s each; one in 3 logs with the photo`,
);

const builds = process.env.BENCH_COMPARE
  ? [
      { build: 'before', entry: path.resolve(process.env.BENCH_COMPARE) },
      { build: 'after', entry: serverEntry },
    ]
  : [{ build: '', entry: serverEntry }];
const held: string[] = [];
for (const [n, setting] of settings.entries()) {
  const variants: Variant[] = [];
  for (const [i, { build, entry }] of builds.entries()) {
    // The seed database cannot be copied while a connection is open on it: each build takes
    // its copy before its server starts.
    const databaseUrl = await cloneDatabase('cc_bench_crowd_seed', `cc_bench_crowd_${i}`);
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      DEMO_CONTENT: 'off',
      DATA_DIR: path.join(root, '.bench-data', `crowd-${i}`),
      WEB_CONCURRENCY: String(setting.processes),
      // The whole crowd comes from this one address (a company behind one NAT, docs/SCALING.md).
      AUTH_RATE_LIMIT: '1000000',
    };
    if (setting.redis) {
      env.REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
      env.REDIS_PREFIX = `cc-bench-crowd-${process.pid}-${n}-${i}:`;
    }
    variants.push({ build, entry, port: port + i, databaseUrl, env });
  }
  const results = await runSetting({
    setting,
    variants,
    crowd: { eventId, day, photo, photoEvery: 3 },
    rates,
    stepSeconds,
    pastBreak,
  });
  for (const result of results) {
    held.push(`${result.label}: ${result.summary}`);
    await checkTotals(result.label, result.databaseUrl, eventId);
  }
}

console.log('\n## Highest arrival rate held (p99 <= 500 ms in every step, 0 errors)');
for (const line of held) console.log(`- ${line}`);
await agent.close();

/** Every join counted once, every activity once, and each total the sum of its activities. */
async function checkTotals(label: string, url: string, event: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query(
    `select
       (select count(*) from event_participants where event_id = $1)::int as joined,
       (select participant_count from events where id = $1) as counted,
       (select count(*) from activities where event_id = $1)::int as activities,
       (select count(*) from (select user_id from activities where event_id = $1
          group by user_id having count(*) > 1) d)::int as twice,
       (select coalesce(sum(total_km_tenths), 0) from event_totals where event_id = $1)::int as event_total,
       (select coalesce(sum(distance_km_tenths), 0) from activities where event_id = $1
          and review_status in ('ok', 'flagged', 'approved'))::int as activity_sum,
       (select count(*) from event_participants p where p.event_id = $1 and p.total_km_tenths <>
          coalesce((select sum(distance_km_tenths) from activities a where a.event_id = $1
            and a.user_id = p.user_id and a.review_status in ('ok', 'flagged', 'approved')), 0))::int as wrong_participants,
       (select count(*) from activity_images)::int as photos`,
    [event],
  );
  await db.end();
  const r = rows[0];
  console.log(
    `${label}, totals check: ${r.joined} joined (participant count ${r.counted}), ${r.activities} activities (${r.photos} photos), ${r.twice} participants with more than one, event total ${r.event_total} = activities ${r.activity_sum}: ${r.event_total === r.activity_sum ? 'exact' : 'WRONG'}, ${r.wrong_participants} participant totals wrong`,
  );
}
