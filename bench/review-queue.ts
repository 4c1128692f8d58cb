// Issue 25 benchmark, the organiser's review queue: GET /api/admin/review with 10,000
// flagged activities (500 of them held) among 100,000 of 10,000 participants, as an
// administrator, page after page as an organiser works through it: one request at a time
// (an organiser's browser waits for each answer) for the p50/p95/p99 the issue asks for,
// then at 10 concurrent connections (several organisers, and the badge's count). Prints
// figures; asserts nothing on time.
import pg from 'pg';
import {
  BROWSER_ACCEPT_ENCODING,
  benchToken,
  freshDatabase,
  measure,
  printTable,
  sha256,
  startServer,
} from './lib';
import { seedActivities } from './seed-activities';

const port = Number(process.env.BENCH_PORT ?? 3215);
const base = `http://127.0.0.1:${port}`;
/** The goal for the queue, p95 in milliseconds. */
const P95_TARGET_MS = 100;
/** Sequential requests per query shape. */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

const url = await freshDatabase('cc_bench_review');
console.log('seeding 10,000 users, 1 event, 100,000 activities, 10,000 of them flagged ...');
const started = Date.now();
const { eventId } = await seedActivities(url);
const adminToken = await flagAndAddAdmin(url);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const server = await startServer(url, port);
try {
  const headers = {
    authorization: `Bearer ${adminToken}`,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
  };
  // The shapes an organiser asks for: the default queue, one event, the held ones, one rule,
  // a page deep in the queue, and the navigation badge's count.
  const shapes: Array<[string, (i: number) => string]> = [
    ['queue, page 1 of all', () => '/api/admin/review'],
    [
      'queue of the event, pages 1-50',
      (i) => `/api/admin/review?eventId=${eventId}&page=${1 + (i % 50)}`,
    ],
    ['held only', () => '/api/admin/review?status=held'],
    ['rule=outlier, pages 1-20', (i) => `/api/admin/review?rule=outlier&page=${1 + (i % 20)}`],
    ['page 500 (the last), 20 a page', () => '/api/admin/review?page=500'],
    ['count (the badge)', () => '/api/admin/review/count'],
  ];
  for (const [, path] of shapes) await checkAnswer(path(0), headers);

  const rows: string[] = [];
  for (const [name, path] of shapes) {
    for (let i = 0; i < 20; i++) await timed(`${base}${path(i)}`, headers); // warm up
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) times.push(await timed(`${base}${path(i)}`, headers));
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const p95 = at(0.95);
    rows.push(
      `| ${name} | ${at(0.5).toFixed(1)} | ${p95.toFixed(1)} | ${at(0.99).toFixed(1)} | ${p95 <= P95_TARGET_MS ? 'met' : 'MISSED'} |`,
    );
  }
  console.log(
    `\none request at a time, ${SAMPLES} each, 10,000 waiting (target p95 ≤ ${P95_TARGET_MS} ms):`,
  );
  console.log('| query | p50 ms | p95 ms | p99 ms | target |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);

  await measure('warm-up', { url: `${base}/api/health`, duration: 3 });
  const loaded = [
    await measure('GET /api/health (select 1)', { url: `${base}/api/health` }),
    await measure('GET /api/admin/review, 10 connections', {
      url: `${base}/api/admin/review`,
      headers,
    }),
    await measure('GET /api/admin/review/count, 10 connections', {
      url: `${base}/api/admin/review/count`,
      headers,
    }),
  ];
  printTable(loaded);
} finally {
  server.kill('SIGTERM');
}

/** One request's time in ms; a non-200 answer stops the run (it would measure an error). */
async function timed(address: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  const res = await fetch(address, { headers });
  await res.arrayBuffer();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${address} answered ${res.status}`);
  return ms;
}

/** The first answer of a shape, checked: a page of 20 or a count that adds up. */
async function checkAnswer(path: string, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, { headers });
  const body = (await res.json()) as { docs?: unknown[]; totalDocs?: number } & Record<
    string,
    number
  >;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const shape = body.docs ? `${body.docs.length} items of ${body.totalDocs}` : JSON.stringify(body);
  console.log(`${path}: ${shape}`);
}

/**
 * Marks every tenth activity flagged with the flags the checks write (a daily total and,
 * for some, an outlier or a duplicate), every 200th held by the daily hold rule, and adds an
 * administrator with a session. Returns the administrator's token.
 */
async function flagAndAddAdmin(databaseUrl: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('begin');
  await db.query(
    `with numbered as (select id, row_number() over (order by id) as n from activities)
     update activities a set
       review_status = case when n % 200 = 0 then 'held' else 'flagged' end,
       review_flags = case
         when n % 200 = 0 then '[{"rule":"dailyHold","value":112.4,"limit":100}]'::jsonb
         when n % 30 = 0 then '[{"rule":"dailyFlag","value":61.2,"limit":50},{"rule":"outlier","value":4.2,"limit":3}]'::jsonb
         when n % 20 = 0 then jsonb_build_array(jsonb_build_object('rule', 'duplicate', 'value', 5,
           'limit', null, 'relatedActivityId', a.id))
         else '[{"rule":"dailyFlag","value":55.0,"limit":50}]'::jsonb end
     from numbered
     where numbered.id = a.id and numbered.n % 10 = 0`,
  );
  // The kept totals are not read here; the create benchmark checks them against the statuses.
  const token = benchToken(9_999_998);
  const { rows } = await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, display_name, search_text,
                        country, role, verified_at, first_time_login)
     values (gen_random_uuid(), 'review-admin@example.com', 'x', 'Bench', 'Admin', 'Bench Admin',
             'bench admin', 'DE', 'admin', now(), false)
     returning id`,
  );
  await db.query(
    `insert into sessions (id, user_id, token_hash, expires_at)
     values (gen_random_uuid(), $1, $2, now() + interval '1 day')`,
    [rows[0].id, sha256(token)],
  );
  await db.query('commit');
  await db.query('analyze');
  await db.end();
  return token;
}
